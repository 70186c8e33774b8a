import { chatHubEvents, chatHubPath, type NewMessageEvent } from '@krov/contracts';
import { io, type Socket } from 'socket.io-client';
import msgpackParser from 'socket.io-msgpack-parser';

/** One NewMessage as a tab heard it. */
export interface Heard {
  id: string;
  text: string | null;
  /**
   * Heard as part of a recovery: the server sends a recovered socket what it missed before the
   * reconnection's CONNECT, so the client emits it before its `connect` event.
   */
  replayed: boolean;
}

/**
 * A tab that stays connected as the web and the apps do: socket.io reconnects by itself after a
 * lost transport, presenting its session (pid and offset) for the connection state recovery.
 */
export interface RecoveringTab {
  socket: Socket;
  heard: Heard[];
  /** `socket.recovered` at each connection after the first. */
  reconnections: boolean[];
  /** Why each disconnection happened, as socket.io names it ("transport close", "io server disconnect"…). */
  disconnections: string[];
  /** Resolves once the condition holds, re-checked at every event (the caller's timeout guards a hang). */
  until(condition: () => boolean): Promise<void>;
  /** How many times each message id was heard. */
  counts(): Map<string, number>;
  close(): void;
}

/**
 * Connects and waits for the first connection. Reconnection attempts are quick (a test, not a
 * crowd of phones): 100 ms, backing off to 500 ms, no random spread.
 */
export async function openRecoveringTab(url: string, token: string): Promise<RecoveringTab> {
  const socket = io(url, {
    path: chatHubPath,
    parser: msgpackParser,
    transports: ['websocket'],
    forceNew: true,
    auth: { token },
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    randomizationFactor: 0,
  });
  const heard: Heard[] = [];
  const reconnections: boolean[] = [];
  const disconnections: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let connections = 0;
  let awaitingConnect = true;
  socket.on(chatHubEvents.newMessage, (event: NewMessageEvent) => {
    heard.push({
      id: event.message.id,
      text: event.message.text,
      replayed: awaitingConnect && connections > 0,
    });
    wake();
  });
  socket.on('connect', () => {
    if (connections > 0) reconnections.push(socket.recovered);
    connections += 1;
    awaitingConnect = false;
    wake();
  });
  socket.on('disconnect', (reason) => {
    awaitingConnect = true;
    disconnections.push(reason);
    wake();
  });
  // A refusal of the first connection fails the test; later ones are socket.io's to retry.
  await new Promise<void>((resolve, reject) => {
    const refused = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('connect_error', refused);
    socket.once('connect', () => {
      socket.off('connect_error', refused);
      resolve();
    });
  });
  return {
    socket,
    heard,
    reconnections,
    disconnections,
    async until(condition) {
      while (!condition()) {
        await new Promise<void>((resolve) => {
          const waiter = () => {
            waiters.delete(waiter);
            resolve();
          };
          waiters.add(waiter);
        });
      }
    },
    counts() {
      const counts = new Map<string, number>();
      for (const each of heard) counts.set(each.id, (counts.get(each.id) ?? 0) + 1);
      return counts;
    },
    close: () => socket.close(),
  };
}
