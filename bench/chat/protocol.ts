import { round } from '../alerts/stats.ts';

/** A latency's spread, ms: percentiles by the nearest rank. */
export interface Percentiles {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    n: sorted.length,
    min: round(sorted[0] ?? Number.NaN),
    p50: round(at(0.5) ?? Number.NaN),
    p95: round(at(0.95) ?? Number.NaN),
    p99: round(at(0.99) ?? Number.NaN),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(sum / sorted.length),
  };
}

/** One member of a benchmark conversation, with the access token its socket and its sends use. */
export interface BenchUser {
  id: string;
  token: string;
}

/**
 * What the bench (the api instances' process) asks the clients' process (bench/chat/clients.ts),
 * one command at a time over the fork's IPC channel; each is answered by one `Reply`.
 */
export type Command =
  | {
      kind: 'connect';
      /** The instances' addresses: socket i goes to instance i mod n, sends go round the instances. */
      urls: string[];
      /** Two users a conversation: users 2k and 2k + 1 talk to each other. */
      users: BenchUser[];
      concurrency: number;
    }
  | { kind: 'open-conversations'; concurrency: number }
  | { kind: 'paced'; ratePerSecond: number; seconds: number }
  | { kind: 'burst'; messages: number; concurrency: number }
  | { kind: 'disconnects'; cuts: number; ratePerSecond: number; seconds: number; deadlineSeconds: number }
  | { kind: 'close' };

export interface LoadFigures {
  /** Messages sent and answered 200. */
  sent: number;
  /** Sends the api refused (any other status), with the first answers. */
  failed: number;
  failures: string[];
  /** From the first send to the last NewMessage of the phase. */
  seconds: number;
  /** NewMessage events received by all sockets (two a message: the recipient's tab and the sender's). */
  deliveries: number;
  sentPerSecond: number;
  deliveriesPerSecond: number;
  /** Send (before the HTTP request) → NewMessage at the recipient's socket, ms. */
  latencyMs: Percentiles;
  /** The same at the sender's own tab. */
  senderTabLatencyMs: Percentiles;
  /** The HTTP answer of the send, ms. */
  httpMs: Percentiles;
  /** Deliveries of one message id to one socket beyond the first. */
  duplicates: number;
  /** Expected deliveries (every socket of the conversation) that never came. */
  missing: number;
  /** The clients' process's CPU time over the phase's wall time (100 = one core). */
  clientsCpuPercent: number;
}

export interface DisconnectFigures {
  cuts: number;
  sent: number;
  failed: number;
  failures: string[];
  reconnections: number;
  recovered: number;
  notRecovered: number;
  /** Expected (socket, message) deliveries of the phase. */
  expected: number;
  /** Of them, not delivered by the hub (live or replayed on recovery) by the deadline. */
  lostOnHub: number;
  /** Of those, not in the conversation's history either (GET /api/chats/{id}/messages). */
  lostAfterCatchUp: number;
  duplicates: number;
  /** Messages that reached a cut socket replayed by the recovery (before its reconnection's `connect`). */
  replayed: number;
  /** Cut → connected again, ms. */
  reconnectMs: Percentiles;
}

export type Reply =
  | { kind: 'connected'; sockets: number; seconds: number; refused: number }
  | { kind: 'conversations'; chats: number; seconds: number }
  | { kind: 'load'; figures: LoadFigures }
  | { kind: 'disconnects'; figures: DisconnectFigures }
  | { kind: 'closed' }
  | { kind: 'error'; message: string };
