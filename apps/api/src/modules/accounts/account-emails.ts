import { type Locale, translate } from '@krov/messages';
import { escapeHtml } from '../../platform/mail/email-layout.ts';
import { composeEmail } from '../../platform/mail/email-message.ts';
import type { MailMessage } from '../../platform/mail/mail-transport.ts';

export type CodeEmailTemplate = 'verifyEmail' | 'changeEmail' | 'resetPassword';

/**
 * An e-mail that carries a one-time code, in the recipient's language, as text and HTML.
 * Every word comes from packages/messages; the HTML is inline-styled for mail clients.
 */
export function renderCodeEmail(
  template: CodeEmailTemplate,
  locale: Locale,
  params: { to: string; name: string; code: string; minutes: number },
): MailMessage {
  const t = (key: string) => translate(locale, key, params);
  const codeLabel = t(`email.${template}.codeLabel`);
  const validity = t(`email.${template}.validity`);
  const e = escapeHtml;
  return composeEmail(locale, template, t, {
    to: params.to,
    text: [`${codeLabel}: ${params.code}`, validity],
    html: `<p style="font-size:13px;color:#57534e;margin:24px 0 4px">${e(codeLabel)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 8px">${e(params.code)}</p>
<p style="color:#57534e">${e(validity)}</p>`,
  });
}

export function renderCodeSms(locale: Locale, params: { code: string; minutes: number }): string {
  return translate(locale, 'sms.verifyPhone', params);
}
