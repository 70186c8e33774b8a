import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Statements of one kind: how many went to the database and the time the driver waited for them. */
export interface StatementTally {
  count: number;
  ms: number;
}

export type Tallies = Record<string, StatementTally>;

/**
 * What a statement is, by its text: the alerts' own SQL (alerts.repository.ts), the notifications'
 * insert, pg-boss's job insert (inside the same transaction), the listing reads of the
 * ListingsReader, transaction control, and anything else pg-boss does on its own (its supervisor).
 */
const kinds: [string, RegExp][] = [
  ['transaction control', /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i],
  ['pg-boss job insert', /insert into\s+"?pgboss"?\./i],
  ['pg-boss other', /pgboss/i],
  ['matches insert (scan of saved_searches)', /insert into "saved_search_matches"/i],
  ['pending matches read', /^\s*select[\s\S]*from "saved_search_matches"/i],
  ['claim (update matches)', /^\s*update "saved_search_matches"/i],
  ['still-daily check', /^\s*select[\s\S]*from "saved_searches"/i],
  ['notifications insert', /insert into "notifications"/i],
  ['listing search document', /search_document"?::text/i],
  ['listing photos read', /from "property_photos"/i],
  ['listing rows read', /from "properties"/i],
];

export function kindOf(text: string): string {
  for (const [kind, pattern] of kinds) if (pattern.test(text)) return kind;
  return 'other';
}

/** The last statement of a kind, kept with its parameters (for EXPLAIN). */
export interface KeptStatement {
  text: string;
  params: unknown[];
}

/**
 * Counts and times every statement sent while it is on, at the driver (node-postgres'
 * Client.prototype.query, or the PGlite instance's query and its transactions' query), by kind.
 * Nothing is kept but the tallies and the last statement of the kinds asked for, so it costs no
 * memory that would show in the digest's measurement. The bench's own process only.
 */
export function createMeter(pglite: PGlite | undefined, keep: readonly string[] = []) {
  let on = false;
  let tallies: Tallies = {};
  let listener: (() => void) | undefined;
  const kept = new Map<string, KeptStatement>();
  const record = (text: unknown, params: unknown, ms: number) => {
    if (!on || typeof text !== 'string') return;
    const kind = kindOf(text);
    const tally = tallies[kind] ?? { count: 0, ms: 0 };
    tally.count += 1;
    tally.ms += ms;
    tallies[kind] = tally;
    if (keep.includes(kind)) kept.set(kind, { text, params: Array.isArray(params) ? [...params] : [] });
    listener?.();
  };
  const timed = <T>(text: unknown, params: unknown, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const settle = () => record(text, params, performance.now() - started);
    return run().finally(settle);
  };

  const restore: (() => void)[] = [];
  if (pglite) {
    const query = pglite.query;
    const transaction = pglite.transaction;
    pglite.query = ((text: string, params?: unknown[], options?: unknown) =>
      timed(text, params, () => query.call(pglite, text, params, options as never))) as PGlite['query'];
    pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
      transaction.call(pglite, (tx) => {
        const txQuery = tx.query;
        tx.query = ((text: string, params?: unknown[], options?: unknown) =>
          timed(text, params, () =>
            txQuery.call(tx, text, params, options as never),
          )) as Transaction['query'];
        return callback(tx);
      })) as PGlite['transaction'];
    restore.push(() => {
      pglite.query = query;
      pglite.transaction = transaction;
    });
  } else {
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const text = typeof config === 'string' ? config : config?.text;
      const params = typeof config === 'string' ? values : (config?.values ?? values);
      const started = performance.now();
      const last = args[args.length - 1];
      // The pool's query() hands its client a callback; a client of a transaction answers a promise.
      if (typeof last === 'function') {
        const callback = last as (...results: unknown[]) => void;
        args[args.length - 1] = (...results: unknown[]) => {
          record(text, params, performance.now() - started);
          callback(...results);
        };
        return original.apply(this, args);
      }
      const answer = original.apply(this, args);
      if (answer instanceof Promise) return timed(text, params, () => answer);
      return answer;
    };
    restore.push(() => {
      prototype.query = original;
    });
  }

  return {
    /** Tallies from now on (the previous ones are dropped); `onStatement` runs at each one settled. */
    start(onStatement?: () => void) {
      tallies = {};
      listener = onStatement;
      on = true;
    },
    /** Stops counting and answers the tallies since `start`. */
    stop(): Tallies {
      on = false;
      listener = undefined;
      return tallies;
    },
    kept: (kind: string) => kept.get(kind),
    uninstall() {
      for (const undo of restore) undo();
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;

/** The sum of the driver's waits. */
export const totalMs = (tallies: Tallies) => Object.values(tallies).reduce((sum, t) => sum + t.ms, 0);
export const totalCount = (tallies: Tallies) => Object.values(tallies).reduce((sum, t) => sum + t.count, 0);

/** Adds one tally set into another (the publications' sums). */
export function addTallies(into: Tallies, from: Tallies): Tallies {
  for (const [kind, tally] of Object.entries(from)) {
    const sum = into[kind] ?? { count: 0, ms: 0 };
    sum.count += tally.count;
    sum.ms += tally.ms;
    into[kind] = sum;
  }
  return into;
}

export function roundTallies(tallies: Tallies): Tallies {
  return Object.fromEntries(
    Object.entries(tallies)
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([kind, t]) => [kind, { count: t.count, ms: Math.round(t.ms * 10) / 10 }]),
  );
}
