import { type Locale, translate } from '@krov/messages';
import { emailDocument, escapeHtml } from './email-layout.ts';
import type { MailMessage } from './mail-transport.ts';

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
  const lines = {
    greeting: t('email.greeting'),
    heading: t(`email.${template}.heading`),
    intro: t(`email.${template}.intro`),
    codeLabel: t(`email.${template}.codeLabel`),
    validity: t(`email.${template}.validity`),
    outro: t(`email.${template}.outro`),
    noReply: t('email.noReply'),
    footer: t('email.footer'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.codeLabel}: ${params.code}`,
    lines.validity,
    '',
    lines.outro,
    '',
    '--',
    lines.footer,
    lines.noReply,
  ].join('\n');
  const e = escapeHtml;
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${e(lines.heading)}</h1>
<p>${e(lines.greeting)}</p><p>${e(lines.intro)}</p>
<p style="font-size:13px;color:#57534e;margin:24px 0 4px">${e(lines.codeLabel)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 8px">${e(params.code)}</p>
<p style="color:#57534e">${e(lines.validity)}</p><p>${e(lines.outro)}</p>`;
  const html = emailDocument(locale, body, lines);
  return { to: params.to, subject: t(`email.${template}.subject`), text, html };
}

export function renderCodeSms(locale: Locale, params: { code: string; minutes: number }): string {
  return translate(locale, 'sms.verifyPhone', params);
}
