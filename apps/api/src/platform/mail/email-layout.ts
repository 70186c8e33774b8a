import type { Locale } from '@krov/messages';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The frame every e-mail of Krov shares: a white card on a warm grey page, inline-styled for
 * mail clients, with the footer and the no-reply line under a rule. `body` is HTML already escaped.
 */
export function emailDocument(locale: Locale, body: string, footer: { footer: string; noReply: string }) {
  const e = escapeHtml;
  return `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>${body}
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0"><p style="font-size:12px;color:#78716c">${e(footer.footer)}<br>${e(footer.noReply)}</p>
</td></tr></table></body></html>`;
}

/** A button-like link (a table cell, the form mail clients render most reliably). */
export function emailButton(label: string, url: string): string {
  const e = escapeHtml;
  return `<table role="presentation" style="margin:24px 0"><tr><td style="background:#b43a1a;border-radius:8px"><a href="${e(url)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">${e(label)}</a></td></tr></table>`;
}
