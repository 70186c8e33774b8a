import { type Locale, translate } from '@krov/messages';
import type { MailMessage } from './mail-transport.ts';

export type CodeEmailTemplate = 'verifyEmail' | 'changeEmail' | 'resetPassword';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${e(lines.heading)}</h1>
<p>${e(lines.greeting)}</p><p>${e(lines.intro)}</p>
<p style="font-size:13px;color:#57534e;margin:24px 0 4px">${e(lines.codeLabel)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:0 0 8px">${e(params.code)}</p>
<p style="color:#57534e">${e(lines.validity)}</p><p>${e(lines.outro)}</p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0"><p style="font-size:12px;color:#78716c">${e(lines.footer)}<br>${e(lines.noReply)}</p>
</td></tr></table></body></html>`;
  return { to: params.to, subject: t(`email.${template}.subject`), text, html };
}

export function renderCodeSms(locale: Locale, params: { code: string; minutes: number }): string {
  return translate(locale, 'sms.verifyPhone', params);
}
