import { type Locale, translate } from '@krov/messages';
import { emailButton } from '../../platform/mail/email-layout.ts';
import { composeEmail } from '../../platform/mail/email-message.ts';
import type { MailMessage } from '../../platform/mail/mail-transport.ts';

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
  const action = t('email.listingExpiring.action');
  return composeEmail(locale, 'listingExpiring', t, {
    to: params.to,
    text: [`${action}: ${params.renewUrl}`],
    html: `${emailButton(action, params.renewUrl)}\n`,
  });
}
