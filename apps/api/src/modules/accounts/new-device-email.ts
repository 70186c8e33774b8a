import { type Locale, translate } from '@krov/messages';
import { emailButton, escapeHtml } from '../../platform/mail/email-layout.ts';
import { composeEmail } from '../../platform/mail/email-message.ts';
import type { MailMessage } from '../../platform/mail/mail-transport.ts';
import type { DeviceDescription } from './device-description.ts';

const timeLocales: Record<Locale, string> = { bs: 'bs-BA', en: 'en-GB' };

/** "29. 11. 2026. u 03:19" (bs) / "29 November 2026 at 03:19" (en), in Bosnia's time zone, whatever the server's. */
export function formatLoginTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(timeLocales[locale], {
    day: 'numeric',
    month: locale === 'bs' ? 'numeric' : 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Sarajevo',
  }).format(at);
}

/**
 * The new-device e-mail (issue 30, decision 239): which device and browser logged in and when, in
 * the user's language, with the button that ends exactly that session (decision 240).
 */
export function renderNewDeviceEmail(
  locale: Locale,
  params: { to: string; name: string; description: DeviceDescription; at: Date; endUrl: string },
): MailMessage {
  const values = {
    name: params.name,
    device: params.description.device || translate(locale, 'email.unknownDevice'),
    browser: params.description.browser || translate(locale, 'email.unknownBrowser'),
    time: formatLoginTime(locale, params.at),
  };
  const t = (key: string) => translate(locale, key, values);
  const facts = [t('email.newDevice.device'), t('email.newDevice.browser'), t('email.newDevice.time')];
  const action = t('email.newDevice.action');
  const e = escapeHtml;
  return composeEmail(locale, 'newDevice', t, {
    to: params.to,
    text: [...facts, '', `${action}: ${params.endUrl}`],
    html: `<ul style="padding-left:20px">${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul>
${emailButton(action, params.endUrl)}`,
  });
}
