import { type Locale, translate } from '@krov/messages';
import { emailButton, escapeHtml } from '../../platform/mail/email-layout.ts';
import { composeEmail } from '../../platform/mail/email-message.ts';
import type { MailMessage } from '../../platform/mail/mail-transport.ts';
import { formatDay } from '../notifications/ports.ts';

/**
 * The invitation to join an agency, in the invitee's language (the inviter's when the address has
 * no account yet): who invites, the button to /invitation?token=…, and until when it works. The
 * address may belong to nobody yet, so the greeting names no one.
 */
export function renderInvitationEmail(
  locale: Locale,
  params: { to: string; agency: string; url: string; expiresAt: Date },
): MailMessage {
  const values = { agency: params.agency, date: formatDay(locale, params.expiresAt) };
  const t = (key: string) =>
    translate(locale, key === 'email.greeting' ? 'email.agencyInvitation.greeting' : key, values);
  const action = t('email.agencyInvitation.action');
  const validity = t('email.agencyInvitation.validity');
  return composeEmail(locale, 'agencyInvitation', t, {
    to: params.to,
    text: [`${action}: ${params.url}`, validity],
    html: `${emailButton(action, params.url)}<p style="color:#57534e">${escapeHtml(validity)}</p>`,
  });
}
