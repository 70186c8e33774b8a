import { endpoints } from '@krov/contracts';
import { routes } from '@krov/contracts/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { ApiError } from './errors.ts';
import { type BearerTokens, bearerTokens, forwardedCookies } from './session.ts';

// The network boundary only: `fetch` answering as the api would. Everything above it is the client.
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}
function fakeFetch(answer: (sent: Sent, index: number) => { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: Sent = {
        url,
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: typeof init.body === 'string' ? init.body : undefined,
      };
      sent.push(request);
      const { status, body } = answer(request, sent.length - 1);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a client typed from the endpoint descriptions', () => {
  it('builds the address from the description, sends the body and resolves with the answer', async () => {
    const sent = fakeFetch(() => ({ status: 200, body: { items: [] } }));
    const client = createClient(routes, { baseUrl: 'http://api.test' });
    await expect(
      client.call('chatMessages', { params: { id: 'c 1' }, query: { cursor: 'x', limit: 5 } }),
    ).resolves.toEqual({ items: [] });
    await client.call('reportChat', { params: { id: 'c1' }, body: { reason: 'spam' } });
    await client.call('readChat', { params: { id: 'c1' } });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET http://api.test/api/chats/c%201/messages?cursor=x&limit=5',
      'POST http://api.test/api/chats/c1/report',
      'POST http://api.test/api/chats/c1/read',
    ]);
    expect(sent[1]?.headers['content-type']).toBe('application/json');
    expect(sent[1]?.body).toBe('{"reason":"spam"}');
    // A state change without a JSON body carries what the api's cross-site guard asks.
    expect(sent[2]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it("adds a call's own headers over the client's (a test's device id)", async () => {
    const sent = fakeFetch(() => ({ status: 204 }));
    const client = createClient(routes, {
      headers: () => ({ accept: 'application/json', 'x-deviceid': 'a' }),
    });
    await client.call('countPropertyView', { params: { id: 'p1' } }, { headers: { 'x-deviceid': 'b' } });
    expect(sent[0]?.headers).toEqual({ accept: 'application/json', 'x-deviceid': 'b' });
  });

  it('calls any described endpoint with the full descriptions as its table (e2e, bench)', async () => {
    const sent = fakeFetch(() => ({ status: 204 }));
    const client = createClient(endpoints, { baseUrl: 'http://api.test' });
    await expect(client.call('advanceClock', { body: { seconds: 3600 } })).resolves.toBeUndefined();
    expect(sent[0]?.url).toBe('http://api.test/dev/clock/advance');
  });

  it("maps an error answer to ApiError with the api's key and field errors; tells onFailure first", async () => {
    const validationErrors = [{ field: 'email', error: 'Required', extra: {} }];
    fakeFetch((_sent, index) =>
      index === 0
        ? { status: 400, body: { message: 'ValidationErrors', validationErrors } }
        : { status: 502 },
    );
    const told: string[] = [];
    const client = createClient(routes, { onFailure: (error) => told.push(error.key) });
    const first = await client.call('me', {}).catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 400, key: 'ValidationErrors', validationErrors });
    await expect(client.call('me', {})).rejects.toMatchObject({ status: 502, key: 'InternalServerError' });
    expect(told).toEqual(['ValidationErrors', 'InternalServerError']);
  });

  it('answers a call as it came, the status and the body whatever the status (a test of the wire)', async () => {
    const sent = fakeFetch((_sent, index) =>
      index === 0
        ? { status: 201, body: { id: 'p1' } }
        : { status: 400, body: { message: 'ValidationErrors' } },
    );
    const told: string[] = [];
    const client = createClient(endpoints, {
      baseUrl: 'http://api.test',
      onFailure: (error) => told.push(error.key),
    });
    await expect(client.answer('register', { body: { name: 'A' } as never })).resolves.toEqual({
      status: 201,
      body: { id: 'p1' },
    });
    await expect(client.answer('searchProperties', { query: { page: 2 } as never })).resolves.toEqual({
      status: 400,
      body: { message: 'ValidationErrors' },
    });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST http://api.test/api/tokens/register',
      'GET http://api.test/api/properties?page=2',
    ]);
    expect(sent[0]?.body).toBe('{"name":"A"}');
    // Not a failure: the caller reads the status itself.
    expect(told).toEqual([]);
  });

  it('tells a call the status of its successful answer when it asks (201 made, 200 already there)', async () => {
    fakeFetch((_sent, index) =>
      index === 0 ? { status: 201, body: { id: 'p1' } } : { status: 200, body: {} },
    );
    const client = createClient(endpoints, { baseUrl: 'http://api.test' });
    const statuses: number[] = [];
    const onStatus = (status: number) => statuses.push(status);
    await client.call('register', { body: { name: 'A' } as never }, { onStatus });
    await client.call('register', { body: { name: 'A' } as never }, { onStatus });
    expect(statuses).toEqual([201, 200]);
  });

  it('gives up after its time limit with Timeout, and a cancelled call with Cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          // As fetch does: an aborted signal fails it at once, an abort later when it comes.
          if (init.signal?.aborted) reject(init.signal.reason);
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createClient(routes, { timeoutMs: 10 });
    await expect(client.call('me', {})).rejects.toMatchObject({ status: 0, key: 'Timeout' });
    const controller = new AbortController();
    const cancelled = client.call('me', {}, { signal: controller.signal, timeoutMs: 60_000 });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ key: 'Cancelled' });
  });
});

describe('the sessions', () => {
  it("forwards a visitor's cookies from a server, and sends none without them", async () => {
    const sent = fakeFetch(() => ({ status: 200, body: {} }));
    await createClient(routes, { session: forwardedCookies('krov_access=a') }).call('me', {});
    await createClient(routes, { session: forwardedCookies(undefined) }).call('me', {});
    expect(sent.map((request) => request.headers.cookie)).toEqual(['krov_access=a', undefined]);
  });

  it('sends a bearer token; after a 401 renews it once for every waiting call and replays each once', async () => {
    let stored: BearerTokens | null = { accessToken: 'old', refreshToken: 'r1' };
    const sent = fakeFetch((request) => {
      if (request.url.endsWith('/api/tokens/refresh-token')) {
        return { status: 200, body: { accessToken: 'new', refreshToken: 'r2' } };
      }
      return request.headers.authorization === 'Bearer new'
        ? { status: 200, body: {} }
        : { status: 401, body: { message: 'Unauthorized' } };
    });
    const session = bearerTokens({
      baseUrl: 'http://api.test',
      load: () => stored,
      save: (tokens) => {
        stored = tokens;
      },
    });
    const client = createClient(routes, { baseUrl: 'http://api.test', session });
    await Promise.all([client.call('me', {}), client.call('unreadCount', {})]);
    const refreshes = sent.filter((request) => request.url.endsWith('/api/tokens/refresh-token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers['x-token-delivery']).toBe('body');
    expect(refreshes[0]?.body).toBe('{"refreshToken":"r1"}');
    expect(stored).toEqual({ accessToken: 'new', refreshToken: 'r2' });
    expect(sent).toHaveLength(5);
  });

  it('forgets the tokens when the api refuses the refresh, and fails the call with its key', async () => {
    let stored: BearerTokens | null = { accessToken: 'old', refreshToken: 'r1' };
    fakeFetch((request) =>
      request.url.endsWith('/api/tokens/refresh-token')
        ? { status: 401, body: { message: 'CantReauthenticate' } }
        : { status: 401, body: { message: 'Unauthorized' } },
    );
    const session = bearerTokens({
      baseUrl: '',
      load: () => stored,
      save: (tokens) => {
        stored = tokens;
      },
    });
    await expect(createClient(routes, { session }).call('me', {})).rejects.toMatchObject({
      key: 'CantReauthenticate',
    });
    expect(stored).toBeNull();
  });
});
