import type { Database } from '../../platform/db/database.ts';
import type { MailTransport } from '../../platform/mail/mail-transport.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { type CapturedMessage, createDevMailboxRepository } from './devmailbox.repository.ts';

/**
 * The development mailbox: with no SMTP server configured, e-mails and SMS land in a table
 * and are readable at /dev/mailbox, so a new user can finish registration on `npm start`.
 */
export function createDevMailboxStore(
  db: Database,
): MailTransport & SmsSender & { list(limit: number, to?: string): Promise<CapturedMessage[]> } {
  const repository = createDevMailboxRepository(db);
  return {
    async send(message: {
      to: string;
      text: string;
      subject?: string;
      html?: string;
      headers?: Record<string, string>;
    }) {
      const isEmail = message.subject !== undefined;
      await repository.insert({
        kind: isEmail ? 'email' : 'sms',
        to: message.to,
        subject: message.subject ?? null,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? null,
      });
    },
    async close() {},
    list: repository.list,
  };
}
