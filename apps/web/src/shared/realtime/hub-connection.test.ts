import type { NewMessageEvent } from '@krov/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createHubConnection, type HubEvent, type HubSocket } from './hub-connection';

/** A stand-in for socket.io's client socket: the test fires its events. */
class FakeSocket implements HubSocket {
  handlers = new Map<string, ((...args: never[]) => void)[]>();
  disconnected = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.handlers.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

const minute = 60_000;

function setUp() {
  const sockets: FakeSocket[] = [];
  let clock = 1_000_000;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const refreshToken = vi.fn(() => Promise.resolve());
  const hub = createHubConnection({
    url: 'http://localhost:4000',
    createSocket: async (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    refreshToken,
    now: () => clock,
    after: (ms, run) => {
      const timer = { at: clock + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const events: HubEvent[] = [];
  hub.subscribe((event) => events.push(event));
  /** Moves the clock, running the timers that fall due. */
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((each) => !each.cancelled && each.at <= clock)) {
      timer.cancelled = true;
      timer.run();
    }
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const live = () => sockets.filter((socket) => !socket.disconnected);
  return { hub, sockets, events, refreshToken, advance, flush, live, now: () => clock };
}

describe('the chat hub connection', () => {
  it('connects only when logged in, and logout disconnects', async () => {
    const { hub, sockets, flush, live } = setUp();
    hub.update({ loggedIn: false, tokenUpdatedOn: null });
    await flush();
    expect(sockets).toHaveLength(0);
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    expect(live()).toHaveLength(1);
    expect(sockets[0]?.url).toBe('http://localhost:4000');
    hub.update({ loggedIn: false, tokenUpdatedOn: null });
    expect(live()).toHaveLength(0);
    expect(hub.state()).toBe('off');
  });

  it('a new token-update time disconnects and connects again; the same time does nothing', async () => {
    const { hub, sockets, flush, live } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    expect(sockets).toHaveLength(1);
    hub.update({ loggedIn: true, tokenUpdatedOn: 2 });
    await flush();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(live()).toEqual([sockets[1]]);
  });

  it('a handshake refused with 401 only clears the connection, until the next token update', async () => {
    const { hub, sockets, flush, live } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    sockets[0]?.fire('connect_error', new Error('401'));
    expect(live()).toHaveLength(0);
    expect(hub.state()).toBe('refused');
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    expect(sockets).toHaveLength(1);
    hub.update({ loggedIn: true, tokenUpdatedOn: 5 });
    await flush();
    expect(live()).toHaveLength(1);
  });

  it('other connection errors are left to socket.io, which reconnects by itself', async () => {
    const { hub, sockets, flush, live } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    sockets[0]?.fire('connect_error', new Error('websocket error'));
    sockets[0]?.fire('disconnect', 'transport close');
    expect(live()).toHaveLength(1);
    expect(hub.state()).toBe('connecting');
  });

  it('a socket that opens after a newer connect or a logout is closed at once', async () => {
    const { hub, sockets, flush, live } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    hub.update({ loggedIn: false, tokenUpdatedOn: null });
    await flush();
    expect(sockets).toHaveLength(1);
    expect(live()).toHaveLength(0);
  });

  it('refreshes the token shortly before it expires while connected, and again when its expiry disconnected it', async () => {
    const { hub, sockets, flush, refreshToken, advance, now } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: now() });
    await flush();
    sockets[0]?.fire('connect');
    advance(13 * minute);
    expect(refreshToken).not.toHaveBeenCalled();
    advance(minute);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    // The refresh's new token time reconnects (the cookie of the handshake is the new one).
    hub.update({ loggedIn: true, tokenUpdatedOn: now() });
    await flush();
    expect(sockets).toHaveLength(2);
    // The api drops a socket whose token expired (the refresh before it did not land): socket.io
    // does not retry that, a refresh does.
    sockets[1]?.fire('connect');
    advance(14 * minute);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    advance(minute);
    sockets[1]?.fire('disconnect', 'io server disconnect');
    expect(refreshToken).toHaveBeenCalledTimes(3);
    expect(hub.state()).toBe('refused');
  });

  it('a session ended by the server (a password change here, a logout elsewhere) is not refreshed: the next token decides', async () => {
    const { hub, sockets, flush, refreshToken, now } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: now() });
    await flush();
    sockets[0]?.fire('connect');
    // Refreshing here would race the cookies of the password change's new session.
    sockets[0]?.fire('disconnect', 'io server disconnect');
    expect(refreshToken).not.toHaveBeenCalled();
    expect(hub.state()).toBe('refused');
    // The new session's token time connects again.
    hub.update({ loggedIn: true, tokenUpdatedOn: now() + 1 });
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('a token already near its expiry is refreshed as soon as the hub connects; none while disconnected', async () => {
    const { hub, sockets, flush, refreshToken, advance, now } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: now() - 14.5 * minute });
    await flush();
    expect(refreshToken).not.toHaveBeenCalled();
    sockets[0]?.fire('connect');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    hub.update({ loggedIn: true, tokenUpdatedOn: now() });
    await flush();
    sockets[1]?.fire('connect');
    sockets[1]?.fire('disconnect', 'transport close');
    advance(20 * minute);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('passes on NewMessage and MessagesRead, and says when it connected again', async () => {
    const { hub, sockets, flush, events, now } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    const socket = sockets[0] as FakeSocket;
    socket.fire('connect');
    const payload = { chatId: 'c1' } as NewMessageEvent;
    socket.fire('NewMessage', payload);
    socket.fire('MessagesRead', { chatId: 'c1', userId: 'u2', readAt: '2026-01-01T10:00:00.000Z' });
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(events).toEqual([
      { type: 'connected', at: now(), again: false },
      { type: 'NewMessage', payload },
      { type: 'MessagesRead', payload: { chatId: 'c1', userId: 'u2', readAt: '2026-01-01T10:00:00.000Z' } },
      { type: 'connected', at: now(), again: true },
    ]);
  });

  it('an old socket’s events are ignored once a new one replaced it', async () => {
    const { hub, sockets, flush, events } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    hub.update({ loggedIn: true, tokenUpdatedOn: 2 });
    await flush();
    sockets[0]?.fire('NewMessage', { chatId: 'old' });
    sockets[0]?.fire('connect_error', new Error('401'));
    expect(events).toEqual([]);
    expect(hub.state()).toBe('connecting');
  });

  it('stop disconnects for good', async () => {
    const { hub, flush, live } = setUp();
    hub.update({ loggedIn: true, tokenUpdatedOn: 1 });
    await flush();
    hub.stop();
    hub.update({ loggedIn: true, tokenUpdatedOn: 2 });
    await flush();
    expect(live()).toHaveLength(0);
  });
});
