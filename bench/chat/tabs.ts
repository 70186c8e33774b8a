import { randomUUID } from 'node:crypto';
import { chatHubEvents, chatHubPath, type NewMessageEvent } from '@krov/contracts';
import { io, type Socket } from 'socket.io-client';
import msgpackParser from 'socket.io-msgpack-parser';
import type { BenchUser } from './protocol.ts';

/** One connected tab: a user's socket, as the web opens it (reconnecting by itself, with recovery). */
export interface Tab {
  index: number;
  user: BenchUser;
  /** The other member's tab. */
  peer: number;
  socket: Socket;
  /** Instance index it connects to now. */
  instance: number;
  /** Between a disconnection and the next `connect`: what arrives then is a recovery's replay. */
  awaitingConnect: boolean;
  connections: number;
  cutAt: number | null;
}

/** A message sent by the bench: the text carries its sequence number, the answer its id. */
export interface Sent {
  seq: number;
  pair: number;
  sender: number;
  recipient: number;
  at: number;
  id: string | null;
}

/** What one phase counts; a new one for each phase. */
export class Phase {
  readonly sends = new Map<number, Sent>();
  readonly byId = new Map<string, Sent>();
  /** Per tab, how many times each message id reached it. */
  readonly received = new Map<number, Map<string, number>>();
  readonly recipientMs: number[] = [];
  readonly senderTabMs: number[] = [];
  readonly httpMs: number[] = [];
  readonly reconnectMs: number[] = [];
  sent = 0;
  failed = 0;
  readonly failures: string[] = [];
  firstDeliveries = 0;
  duplicates = 0;
  replayed = 0;
  reconnections = 0;
  recovered = 0;
  started = performance.now();
  lastDelivery = performance.now();
  readonly cpuAtStart = process.cpuUsage();
}

/**
 * The pool of tabs of the clients' process: connecting, sending over HTTP, and counting every
 * NewMessage by message id and socket. Conversations are pairs: tabs 2k and 2k + 1.
 */
export class TabPool {
  readonly tabs: Tab[] = [];
  readonly chats: (string | null)[] = [];
  phase = new Phase();
  private seq = 0;
  private waiters = new Set<() => void>();

  readonly urls: string[];
  readonly users: BenchUser[];

  constructor(urls: string[], users: BenchUser[]) {
    this.urls = urls;
    this.users = users;
    for (let pair = 0; pair < users.length / 2; pair += 1) this.chats.push(null);
  }

  /** Resolves when the condition holds or the deadline passes (answers which); re-checked at every event. */
  async until(condition: () => boolean, deadlineMs: number): Promise<boolean> {
    const deadline = performance.now() + deadlineMs;
    while (!condition()) {
      const left = deadline - performance.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 250));
        const waiter = () => done();
        this.waiters.add(waiter);
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    return true;
  }

  private wake(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const waiter of waiters) waiter();
  }

  /** Opens tab `index` and resolves once it connected (or rejects with the refusal). */
  open(index: number): Promise<Tab> {
    const user = this.users[index] as BenchUser;
    const instance = index % this.urls.length;
    const socket = io(this.urls[instance], {
      path: chatHubPath,
      parser: msgpackParser,
      transports: ['websocket'],
      forceNew: true,
      auth: { token: user.token },
    });
    const tab: Tab = {
      index,
      user,
      peer: index % 2 === 0 ? index + 1 : index - 1,
      socket,
      instance,
      awaitingConnect: true,
      connections: 0,
      cutAt: null,
    };
    this.tabs[index] = tab;
    socket.on(chatHubEvents.newMessage, (event: NewMessageEvent) => this.heard(tab, event));
    socket.on('connect', () => {
      if (tab.connections > 0) {
        this.phase.reconnections += 1;
        if (socket.recovered) this.phase.recovered += 1;
        if (tab.cutAt !== null) this.phase.reconnectMs.push(performance.now() - tab.cutAt);
      }
      tab.connections += 1;
      tab.awaitingConnect = false;
      tab.cutAt = null;
      this.wake();
    });
    socket.on('disconnect', () => {
      tab.awaitingConnect = true;
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(tab));
      socket.once('connect_error', (error) => (tab.connections === 0 ? reject(error) : undefined));
    });
  }

  private heard(tab: Tab, event: NewMessageEvent): void {
    const now = performance.now();
    const phase = this.phase;
    const seq = Number(event.message.text?.slice('m:'.length));
    const sent = phase.sends.get(seq);
    if (!sent) return;
    let counts = phase.received.get(tab.index);
    if (!counts) {
      counts = new Map();
      phase.received.set(tab.index, counts);
    }
    const times = (counts.get(event.message.id) ?? 0) + 1;
    counts.set(event.message.id, times);
    if (times > 1) {
      phase.duplicates += 1;
      return;
    }
    phase.firstDeliveries += 1;
    phase.lastDelivery = now;
    if (tab.awaitingConnect && tab.connections > 0) phase.replayed += 1;
    if (tab.index === sent.recipient) phase.recipientMs.push(now - sent.at);
    else if (tab.index === sent.sender) phase.senderTabMs.push(now - sent.at);
    this.wake();
  }

  /** Sends one message in the pair's conversation from one side, over HTTP to the next instance. */
  async send(pair: number, side: 0 | 1): Promise<void> {
    this.seq += 1;
    const seq = this.seq;
    const sender = 2 * pair + side;
    const recipient = 2 * pair + 1 - side;
    const phase = this.phase;
    const record: Sent = { seq, pair, sender, recipient, at: performance.now(), id: null };
    phase.sends.set(seq, record);
    const chatId = this.chats[pair];
    const target = chatId ? { chatId } : { userId: (this.users[recipient] as BenchUser).id };
    const response = await fetch(`${this.urls[seq % this.urls.length]}/api/chats/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(this.users[sender] as BenchUser).token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ clientMessageId: randomUUID(), ...target, text: `m:${seq}` }),
    });
    const body = (await response.json()) as { chatId: string; message: { id: string } };
    if (!response.ok) {
      // Counted and reported, not thrown: a refused send is a finding of the run.
      phase.failed += 1;
      phase.sends.delete(seq);
      phase.failures.push(`${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      return;
    }
    phase.httpMs.push(performance.now() - record.at);
    record.id = body.message.id;
    phase.byId.set(record.id, record);
    phase.sent += 1;
    this.chats[pair] = body.chatId;
  }

  /** Every answered send reached both tabs of its conversation at least once. */
  allDelivered(): boolean {
    return this.phase.firstDeliveries >= 2 * this.phase.sent;
  }

  /** (tab, message id) deliveries the phase expected and did not get. */
  missing(): { tab: number; id: string; pair: number }[] {
    const missing: { tab: number; id: string; pair: number }[] = [];
    for (const sent of this.phase.byId.values()) {
      for (const tab of [sent.sender, sent.recipient]) {
        if (!this.phase.received.get(tab)?.has(sent.id as string)) {
          missing.push({ tab, id: sent.id as string, pair: sent.pair });
        }
      }
    }
    return missing;
  }
}
