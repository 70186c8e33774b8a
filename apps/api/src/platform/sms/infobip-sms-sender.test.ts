import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInfobipSmsSender } from './infobip-sms-sender.ts';

const API_KEY = 'test-secret-api-key-4f1c';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

// A local stand-in for Infobip: it records what the sender really put on the wire
// and answers with the bodies Infobip documents.
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw) });
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});

let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  seen = [];
});

function sender() {
  return createInfobipSmsSender({ baseUrl, apiKey: API_KEY, sender: 'Krov' });
}

describe('createInfobipSmsSender', () => {
  it('posts the documented v3 request and accepts the documented answer', async () => {
    // Success body as in Infobip's v3 reference (PENDING_ACCEPTED, one message).
    reply = {
      status: 200,
      body: {
        bulkId: '2034072219640523072',
        messages: [
          {
            messageId: '2250be2d4219-3af1-78856-aabe-1362af1edfd2',
            status: {
              groupId: 1,
              groupName: 'PENDING',
              id: 26,
              name: 'PENDING_ACCEPTED',
              description: 'Message sent to next instance',
            },
            destination: '38761234567',
            details: { messageCount: 1 },
          },
        ],
      },
    };

    await sender().send({ to: '+38761234567', text: 'Vaš kod je 123456' });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/sms/3/messages');
    expect(request?.headers.authorization).toBe(`App ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    // Infobip wants the destination in international format without the plus.
    expect(request?.body).toEqual({
      messages: [
        {
          sender: 'Krov',
          destinations: [{ to: '38761234567' }],
          content: { text: 'Vaš kod je 123456' },
        },
      ],
    });
  });

  it('rejects on 401 with the status and Infobip text, never the api key', async () => {
    reply = {
      status: 401,
      body: {
        requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } },
      },
    };

    const error = await sender()
      .send({ to: '+38761234567', text: 'x' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );

    expect(error).toBeInstanceOf(Error);
    const text = String((error as Error).message);
    expect(text).toContain('401');
    expect(text).toContain('Invalid login details');
    expect(text).not.toContain(API_KEY);
  });

  it('rejects a 200 whose message Infobip refused at once', async () => {
    reply = {
      status: 200,
      body: {
        messages: [
          {
            messageId: 'm1',
            status: {
              groupId: 5,
              groupName: 'REJECTED',
              id: 12,
              name: 'REJECTED_NOT_ENOUGH_CREDITS',
              description: 'Not enough credits',
            },
          },
        ],
      },
    };

    await expect(sender().send({ to: '+38761234567', text: 'x' })).rejects.toThrow(
      /REJECTED_NOT_ENOUGH_CREDITS/,
    );
  });

  it('refuses a number that is not E.164 before calling Infobip', async () => {
    await expect(sender().send({ to: '061 234 567', text: 'x' })).rejects.toThrow(/E\.164/);
    expect(seen).toHaveLength(0);
  });
});
