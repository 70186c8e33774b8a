import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToApi } from './forward';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let api: Server;
let apiOrigin: string;
const seen: Seen[] = [];

// A real HTTP server stands in for the api: the forwarding is what is under test.
beforeAll(async () => {
  api = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.url === '/api/redirect') {
        response.writeHead(303, { location: 'https://checkout.example/pay' }).end();
        return;
      }
      response.setHeader('set-cookie', [
        'krov_access=a; Path=/; HttpOnly',
        'krov_refresh=r; Path=/api/tokens; HttpOnly',
      ]);
      response.setHeader('x-request-id', 'req-1');
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('forwardToApi', () => {
  it('sends the method, path, query, body and headers on, and answers the status, body and every cookie', async () => {
    const answer = await forwardToApi(
      new Request('http://192.168.1.20:3000/api/tokens/login?next=%2Fme', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'device_id=d-1',
          'x-requested-with': 'XMLHttpRequest',
          connection: 'keep-alive',
        },
        body: JSON.stringify({ emailOrPhoneNumber: 'amra@example.ba' }),
      }),
      apiOrigin,
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual([
      'krov_access=a; Path=/; HttpOnly',
      'krov_refresh=r; Path=/api/tokens; HttpOnly',
    ]);
    expect(answer.headers.get('x-request-id')).toBe('req-1');

    const request = seen.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/tokens/login?next=%2Fme',
      body: '{"emailOrPhoneNumber":"amra@example.ba"}',
    });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'device_id=d-1',
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-host': '192.168.1.20:3000',
      'x-forwarded-proto': 'http',
      'accept-encoding': 'identity',
    });
    // The api is asked at its own address, not the one the browser used.
    expect(request?.headers.host).toBe(new URL(apiOrigin).host);
  });

  it('hands a redirect to the browser instead of following it', async () => {
    const answer = await forwardToApi(new Request('http://127.0.0.1:3000/api/redirect'), apiOrigin);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://checkout.example/pay');
  });

  it('answers 503 ServiceUnavailable in the spec shape when the api cannot be reached', async () => {
    const answer = await forwardToApi(new Request('http://localhost:3000/api/health'), 'http://127.0.0.1:9');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: 'ServiceUnavailable' });
  });
});
