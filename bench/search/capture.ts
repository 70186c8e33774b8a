import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** A statement the api sent, with its parameters as the driver received them. */
export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * Not the request's own work: the job queue's polling (it shares the pool) and transaction control
 * (a snapshot's BEGIN, SET TRANSACTION, COMMIT cost a round trip each, counted in the api's time).
 */
const notRequestWork = /pgboss|pg_advisory|^\s*(begin|commit|rollback|set transaction|start transaction)\b/i;

const requestContext = new AsyncLocalStorage<symbol>();

/**
 * Records the statements the api sends while `during` runs, at the driver: node-postgres'
 * Client.prototype.query (the pool's clients) or one PGlite instance's query method. Only the
 * bench's own process is patched, and only for the call.
 */
export async function captureQueries<T>(
  pglite: PGlite | undefined,
  during: () => Promise<T>,
): Promise<{ result: T; queries: CapturedQuery[] }> {
  const queries: CapturedQuery[] = [];
  const mark = Symbol('request');
  const record = (text: unknown, params: unknown) => {
    // Only what the request itself sends: the app's jobs (expiry, ANALYZE) run in other contexts.
    if (requestContext.getStore() !== mark) return;
    if (typeof text !== 'string' || notRequestWork.test(text)) return;
    queries.push({ text, params: Array.isArray(params) ? [...params] : [] });
  };
  if (pglite) {
    const original = pglite.query;
    const originalTransaction = pglite.transaction;
    pglite.query = ((text: string, params?: unknown[], options?: unknown) => {
      record(text, params);
      return original.call(pglite, text, params, options as never);
    }) as PGlite['query'];
    // A transaction's statements go through its own `query` (the map reads one snapshot).
    pglite.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
      originalTransaction.call(pglite, (tx) => {
        const query = tx.query;
        tx.query = ((text: string, params?: unknown[], options?: unknown) => {
          record(text, params);
          return query.call(tx, text, params, options as never);
        }) as Transaction['query'];
        return callback(tx);
      })) as PGlite['transaction'];
    try {
      return { result: await requestContext.run(mark, during), queries };
    } finally {
      pglite.query = original;
      pglite.transaction = originalTransaction;
    }
  }
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    if (typeof config === 'string') record(config, values);
    else if (config && typeof config === 'object') record(config.text, config.values ?? values);
    return original.apply(this, args);
  };
  try {
    return { result: await requestContext.run(mark, during), queries };
  } finally {
    prototype.query = original;
  }
}
