import type { Locale } from '@krov/messages';
import { emailDocument, escapeHtml } from './email-layout.ts';
import type { MailMessage } from './mail-transport.ts';

/** A message key translated in the recipient's language, with the e-mail's values filled in. */
export type Translate = (key: string) => string;

/** What one kind of e-mail says in its middle: between the intro and the outro. */
export interface EmailMiddle {
  to: string;
  /** Plain-text lines. */
  text: string[];
  /** HTML already escaped; it stands right before the outro's paragraph. */
  html: string;
}

/**
 * Every e-mail of Krov tells the same story around its own middle part, as text and HTML:
 * heading, greeting and intro, the middle, then the outro and the footer with the no-reply line.
 * The words come from packages/messages: `email.<template>.{subject,heading,intro,outro}` and the
 * shared `email.greeting`, `email.footer` and `email.noReply`.
 */
export function composeEmail(
  locale: Locale,
  template: string,
  t: Translate,
  middle: EmailMiddle,
): MailMessage {
  const lines = {
    greeting: t('email.greeting'),
    heading: t(`email.${template}.heading`),
    intro: t(`email.${template}.intro`),
    outro: t(`email.${template}.outro`),
    noReply: t('email.noReply'),
    footer: t('email.footer'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    ...middle.text,
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
${middle.html}<p>${e(lines.outro)}</p>`;
  return {
    to: middle.to,
    subject: t(`email.${template}.subject`),
    text,
    html: emailDocument(locale, body, lines),
  };
}
