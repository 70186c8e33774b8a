// The crash tests' children open their database through this (no vitest here: it runs in the child).
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../platform/db/database.ts';
import type { ChildRun } from './child-run.ts';

/** How a child names the statements it crashes after, and when it is armed. */
export interface CrashPlan<Point extends string> {
  /** The statement's crash point, or null; `values` are its parameters. */
  pointOf(text: string, values: unknown): Point | null;
  /** The point whose statement marks the transaction under test: its COMMIT is `after-commit`. */
  marker: Point;
  /** False while the app starts: only the request under test may crash. */
  armed(): boolean;
}

/**
 * The database of a crash test's child: SIGKILL (no cleanup, no rollback by us) right after the
 * statement named `run.crashAt`, or after the COMMIT of the transaction that ran the marker's
 * statement when `run.crashAt` is 'after-commit' (never a queue worker's transaction). PGlite runs a
 * transaction's statements through the object its `transaction` hands out and commits once the
 * callback returns; node-postgres runs every statement, BEGIN and COMMIT included, through
 * Client#query, and the transaction under test is the connection that ran the marker.
 */
export async function openCrashingDatabase<Point extends string>(
  run: Pick<ChildRun<Point | 'after-commit'>, 'engine' | 'dataDir' | 'url' | 'crashAt'>,
  plan: CrashPlan<Point>,
): Promise<DatabaseHandle> {
  const crashAfter = (point: Point | 'after-commit' | null) => {
    if (plan.armed() && point !== null && point === run.crashAt) process.kill(process.pid, 'SIGKILL');
  };
  if (run.engine === 'pglite') {
    const pglite = await PGlite.create(run.dataDir as string);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
      let marked = false;
      const result = await transaction((tx) =>
        callback(
          new Proxy(tx, {
            get(target, property, receiver) {
              if (property !== 'query') return Reflect.get(target, property, receiver);
              return async (text: string, values?: unknown[], options?: object) => {
                const answer = await target.query(text, values, options);
                const point = plan.pointOf(text, values);
                if (point === plan.marker) marked = true;
                crashAfter(point);
                return answer;
              };
            },
          }),
        ),
      );
      if (marked) crashAfter('after-commit');
      return result;
    };
    return openDatabase({ kind: 'pglite-instance', pglite });
  }
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  let marked: unknown = null;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const answer = query.apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    const first = args[0] as string | { text: string; values?: unknown };
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? args[1] : (first.values ?? args[1]);
    return answer.then((result) => {
      const point = plan.pointOf(text, values);
      if (point === plan.marker) marked = this;
      if (this === marked && /^commit/i.test(text)) crashAfter('after-commit');
      crashAfter(point);
      return result;
    });
  } as typeof pg.Client.prototype.query;
  return openDatabase({ kind: 'postgres', url: run.url as string, poolSize: 4 });
}
