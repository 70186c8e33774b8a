import { styleText } from 'node:util';
import type { Config } from '../../apps/api/src/config.ts';
import { publicAddresses } from '../../apps/api/src/platform/http/public-addresses.ts';
import { demoAccounts } from '../../apps/api/src/seed/demo-accounts.ts';

/**
 * What `npm start` prints once both the api and the web answer: the addresses, the mailbox, the
 * database and the demo logins, every one as the api's configuration says (the engine as the api's
 * /api/health reported it).
 */
export function banner(config: Config, engine: string): string {
  const addresses = publicAddresses(config);
  const rule = styleText('green', '─'.repeat(72));
  const row = (label: string, value: string) => `  ${label.padEnd(14)}${styleText('bold', value)}`;
  const lines = [
    '',
    rule,
    styleText(['bold', 'green'], '  Krov is running'),
    '',
    row('Web', addresses.web),
    row('API', addresses.api),
    row('API docs', addresses.docs),
  ];
  if (addresses.mailbox) {
    lines.push(`${row('Dev mailbox', addresses.mailbox)}   (e-mail and SMS land here: no SMTP_URL)`);
  }
  lines.push(
    row(
      'Database',
      engine === 'postgres' ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${config.dataDir}`,
    ),
  );
  lines.push(
    row(
      'Payments',
      config.monri
        ? `Monri WebPay (${config.monri.baseUrl})`
        : 'sandbox: test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined',
    ),
  );
  if (config.demoData) {
    lines.push('', '  Demo logins (e-mail / password, role):');
    for (const account of demoAccounts) {
      lines.push(
        `    ${account.email.padEnd(24)} ${account.password.padEnd(18)} ${account.role.padEnd(6)} ${account.name}`,
      );
    }
  }
  lines.push('', '  Press Ctrl-C to stop.', rule, '');
  return lines.join('\n');
}
