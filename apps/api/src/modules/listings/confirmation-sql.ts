import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * When a listing was last confirmed available: its confirmation, else its last renewal, else its
 * publication (decision 230). A listing written before confirmations existed has no `confirmed_at`
 * and is read through this rather than backfilled: one UPDATE of every listing held each row locked
 * for minutes at 1 000 000 (bench/BENCHMARKS.md, issue 29). The one SQL form of it; in code:
 * lifecycle.ts `confirmationAt`.
 */
export function confirmationOf(table: { confirmedAt: Column; renewedAt: Column; publishedAt: Column }): SQL {
  return sql`coalesce(${table.confirmedAt}, ${table.renewedAt}, ${table.publishedAt})`;
}
