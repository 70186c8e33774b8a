import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What the loader needs of a connection: one statement with parameters. PGlite and node-postgres both fit. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export function pgClient(client: pg.Client | pg.Pool): SqlClient {
  return {
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])) as unknown as { rows: Row[] },
  };
}

export function pgliteClient(pglite: PGlite): SqlClient {
  return { query: <Row>(text: string, params?: unknown[]) => pglite.query<Row>(text, params) };
}

type Scalar = string | number | boolean | null;

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`): each batch travels as one text parameter per
 * column and is cast in SQL, so both engines parse the same text and no driver guesses a type.
 */
export function arrayLiteral(values: readonly Scalar[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** A column of a batch insert: its name, its SQL type and how to read it from a row. */
export interface Column<Row> {
  name: string;
  type: string;
  value: (row: Row) => Scalar;
  /** Arrays (text[], integer[]) travel as their literal and are cast once unnested. */
  arrayOf?: string;
}

/**
 * `insert … select from unnest($1::type[], …)`: a whole batch in one statement (STACK-NOTES: the
 * fastest plain-SQL load on both engines). Returns the rows inserted.
 */
export async function insertBatch<Row>(
  client: SqlClient,
  table: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const unnested = columns.map(
    (column, index) => `$${index + 1}::${column.arrayOf ? 'text' : column.type}[]`,
  );
  const selected = columns.map((column, index) =>
    column.arrayOf ? `c${index}::${column.arrayOf}[]` : `c${index}`,
  );
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  const text = `insert into "${table}" (${names}) select ${selected.join(', ')} from unnest(${unnested.join(', ')}) as u(${aliases})`;
  await client.query(
    text,
    columns.map((column) => arrayLiteral(rows.map(column.value))),
  );
  return rows.length;
}
