import type { NotificationKind } from '@krov/contracts';
import { type Locale, translate } from '@krov/messages';
import { emailButton, emailDocument, escapeHtml } from '../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../platform/mail/mail-transport.ts';
import type { NotificationParams } from './notification-request.ts';
import { confirmedLine, listingLine, renderNotification } from './notification-texts.ts';
import { renderReceipt } from './receipt-email.ts';

export interface NotificationEmailInput {
  to: string;
  name: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The web's address (PUBLIC_WEB_URL): links are absolute in an e-mail. */
  webUrl: string;
  link: string;
  unsubscribeToken: string;
  /** When the notification was made: a listing's confirmation age is counted to it. */
  at: Date;
}

/**
 * A notification as an e-mail in the recipient's language: its title and description, its
 * listings as links, a button to the page it is about, and the one-click unsubscribe of RFC 8058:
 * the List-Unsubscribe header (a POST the mail provider sends to the api through the web's origin)
 * and the same token in a visible link to the web's /unsubscribe page.
 */
export function renderNotificationEmail(locale: Locale, input: NotificationEmailInput): MailMessage {
  const e = escapeHtml;
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
  const { title, description } = renderNotification(locale, input.kind, input.params);
  const url = (path: string) => `${input.webUrl}${path}`;
  const token = encodeURIComponent(input.unsubscribeToken);
  const unsubscribePage = url(`/unsubscribe?token=${token}`);
  const oneClick = url(`/api/notifications/unsubscribe?token=${token}`);
  const listings = (input.params.listings ?? []).map((listing) => ({
    line: listingLine(locale, listing),
    confirmed: confirmedLine(locale, listing, input.at),
    address: listing.address,
    href: url(`/p/${listing.id}`),
  }));
  const action = t(`notification.${input.kind}.action`);
  const greeting = t('email.greeting', { name: input.name });
  const unsubscribeLine = t('email.notification.unsubscribe', {
    kind: t(`notification.kinds.${input.kind}`),
  });
  const settingsLine = t('email.notification.settings');
  const footer = { footer: t('email.footer'), noReply: t('email.noReply') };
  const receipt = input.params.receipt ? renderReceipt(locale, input.params.receipt) : undefined;

  const text = [
    greeting,
    '',
    description,
    '',
    ...listings.flatMap((listing) => [
      `${listing.line}`,
      `${listing.address}`,
      ...(listing.confirmed ? [listing.confirmed] : []),
      listing.href,
      '',
    ]),
    ...(receipt?.text ?? []),
    `${action}: ${url(input.link)}`,
    '',
    '--',
    `${unsubscribeLine}: ${unsubscribePage}`,
    `${settingsLine}: ${url('/me/notifications')}`,
    footer.footer,
    footer.noReply,
  ].join('\n');

  const listingsHtml = listings.length
    ? `<ul style="padding-left:18px">${listings
        .map(
          (listing) =>
            `<li style="margin:0 0 10px"><a href="${e(listing.href)}" style="color:#b43a1a;font-weight:bold">${e(listing.line)}</a><br><span style="color:#57534e">${e(listing.address)}</span>${listing.confirmed ? `<br><span style="color:#15803d">${e(listing.confirmed)}</span>` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${e(title)}</h1>
<p>${e(greeting)}</p><p>${e(description)}</p>
${listingsHtml}${receipt?.html ?? ''}${emailButton(action, url(input.link))}
<p style="font-size:12px;color:#78716c"><a href="${e(unsubscribePage)}" style="color:#78716c">${e(unsubscribeLine)}</a> · <a href="${e(url('/me/notifications'))}" style="color:#78716c">${e(settingsLine)}</a></p>`;

  return {
    to: input.to,
    subject: title,
    text,
    html: emailDocument(locale, body, footer),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
