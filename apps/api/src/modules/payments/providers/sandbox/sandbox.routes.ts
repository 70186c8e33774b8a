import { paymentEndpoints as e } from '@krov/contracts';
import type { Locale } from '@krov/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../../../platform/http/endpoint-route.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page.ts';

const html = 'text/html; charset=utf-8';

/**
 * The page's own policy instead of the api's default: its inline styles, and its form may post
 * here and be redirected to the web (a browser checks `form-action` on every hop of the redirect).
 */
const pagePolicy = (webOrigin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${webOrigin}; base-uri 'none'; frame-ancestors 'none'`;
const localeOf = (request: FastifyRequest): Locale =>
  request.headers['accept-language']?.startsWith('en') ? 'en' : 'bs';

/**
 * The sandbox provider's hosted checkout page (decision 150). Its card form is a plain HTML form
 * (urlencoded) posted from this api's own page; the payment's unguessable id in the path is its
 * only authority and no cookie is read, like a gateway's hosted page.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { gateway, webOrigin }: { gateway: SandboxGateway; webOrigin: string },
) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', pagePolicy(webOrigin));
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, e.sandboxCheckoutPage, async (request, reply) => {
    const payment = await gateway.payment(request.params.id);
    if (!payment)
      return reply
        .code(404)
        .type(html)
        .send(sandboxNotFoundPage(localeOf(request)));
    return reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(sandboxCheckoutPage(payment, { expired: gateway.expired(payment) }));
  });

  route(
    app,
    e.sandboxCheckoutPay,
    async (request, reply) => {
      const answer = await gateway.pay(request.params.id, request.body.card);
      if (answer.kind === 'not-found') {
        return reply
          .code(404)
          .type(html)
          .send(sandboxNotFoundPage(localeOf(request)));
      }
      if (answer.kind === 'expired') {
        return reply.type(html).send(sandboxCheckoutPage(answer.payment, { expired: true }));
      }
      if (answer.kind === 'invalid-card') {
        return reply.type(html).send(sandboxCheckoutPage(answer.payment, { invalidCard: true }));
      }
      return reply.code(303).header('location', answer.url).send();
    },
    { config: { tokenInUrl: true } },
  );
}
