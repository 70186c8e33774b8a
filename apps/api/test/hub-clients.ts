import type { AddressInfo } from 'node:net';
import { chatHubEvents, chatHubPath, type MessagesReadEvent, type NewMessageEvent } from '@krov/contracts';
import { io, type Socket } from 'socket.io-client';
import msgpackParser from 'socket.io-msgpack-parser';
import type { TestApp } from './test-app.ts';

/** A tab connected to the hub, with every event it heard, in order. */
export interface HubTab {
  socket: Socket;
  newMessages: NewMessageEvent[];
  reads: MessagesReadEvent[];
  /** Resolves once `count` NewMessage events arrived (the test's timeout guards a hang). */
  heard(count: number): Promise<NewMessageEvent[]>;
  close(): void;
}

/** The address the test app listens on (listening starts once, on a free port). */
export async function hubAddress(test: TestApp): Promise<string> {
  if (!test.app.server.listening) await test.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
}

interface ConnectOptions {
  token?: string;
  cookie?: string;
  origin?: string;
}

/** A socket as the web or an app opens it: msgpack, WebSocket only, no automatic reconnection. */
export function hubSocket(url: string, options: ConnectOptions = {}): Socket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  return io(url, {
    path: chatHubPath,
    parser: msgpackParser,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    ...(options.token ? { auth: { token: options.token } } : {}),
  });
}

/** Connects and waits: answers the tab, or throws the refusal's message ("401"). */
export async function openTab(url: string, options: ConnectOptions = {}): Promise<HubTab> {
  const socket = hubSocket(url, options);
  const newMessages: NewMessageEvent[] = [];
  const reads: MessagesReadEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.on(chatHubEvents.newMessage, (event: NewMessageEvent) => {
    newMessages.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on(chatHubEvents.messagesRead, (event: MessagesReadEvent) => {
    reads.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return {
    socket,
    newMessages,
    reads,
    async heard(count) {
      while (newMessages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return newMessages;
    },
    close: () => socket.close(),
  };
}

/** The refusal a connection gets (its connect_error message), or "connected". */
export async function refusalOf(url: string, options: ConnectOptions = {}): Promise<string> {
  try {
    (await openTab(url, options)).close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}
