import { type Locale, translate } from '@krov/messages';
import { emailButton, emailDocument, escapeHtml } from './email-layout.ts';
import type { MailMessage } from './mail-transport.ts';

/**
 * A day as people write it, in Bosnia's time zone: bs "25. 11. 2026." (numeric, which spares the
 * month its case ending), en "25 November 2026".
 */
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  bs: new Intl.DateTimeFormat('bs-BA', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Sarajevo',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Sarajevo',
  }),
};

export function formatDay(locale: Locale, date: Date): string {
  return dayFormats[locale].format(date);
}

/** "Your listing expires in 3 days", in the owner's language, with a link to renew it. */
export function renderListingExpiringEmail(
  locale: Locale,
  params: { to: string; name: string; address: string; validUntil: Date; days: number; renewUrl: string },
): MailMessage {
  const values = { name: params.name, address: params.address, days: params.days };
  const t = (key: string) =>
    translate(locale, key, { ...values, date: formatDay(locale, params.validUntil) });
  const lines = {
    greeting: t('email.greeting'),
    heading: t('email.listingExpiring.heading'),
    intro: t('email.listingExpiring.intro'),
    action: t('email.listingExpiring.action'),
    outro: t('email.listingExpiring.outro'),
    noReply: t('email.noReply'),
    footer: t('email.footer'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${params.renewUrl}`,
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
${emailButton(lines.action, params.renewUrl)}
<p>${e(lines.outro)}</p>`;
  return {
    to: params.to,
    subject: t('email.listingExpiring.subject'),
    text,
    html: emailDocument(locale, body, lines),
  };
}
