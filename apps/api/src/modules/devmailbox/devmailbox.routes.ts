import { developmentEndpoints, type MailboxMessage } from '@krov/contracts';
import { type Locale, translate } from '@krov/messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { CapturedMessage } from './devmailbox.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Registered only when no SMTP is configured and never in production (see app.ts). */
export async function devMailboxRoutes(
  app: FastifyInstance,
  options: { list(limit: number, to?: string): Promise<CapturedMessage[]> },
): Promise<void> {
  const toJson = (message: CapturedMessage): MailboxMessage => ({
    id: message.id,
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    text: message.text,
    sentAt: message.sentAt.toISOString(),
  });

  route(app, developmentEndpoints.mailboxMessages, async (request) =>
    (await options.list(200, request.query.to)).map(toJson),
  );

  route(app, developmentEndpoints.mailboxPage, async (request, reply) => {
    const locale: Locale = request.headers['accept-language']?.startsWith('en') ? 'en' : 'bs';
    const t = (key: string) => escapeHtml(translate(locale, `devMailbox.${key}`));
    const messages = await options.list(200);
    const rows = messages
      .map(
        (m) => `<article><header><strong>${escapeHtml(t(`kinds.${m.kind}`))}</strong>
 · ${t('columns.to')}: ${escapeHtml(m.to)} · ${t('columns.sentAt')}: <time>${m.sentAt.toISOString()}</time></header>
${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const body = messages.length ? rows : `<p>${t('empty')}</p>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="${locale}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #e7e5e4;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-size:14px}
h2{font-size:1.1rem;margin:.5rem 0}</style></head><body><h1>${t('title')}</h1><p>${t('description')}</p>${body}</body></html>`);
  });
}
