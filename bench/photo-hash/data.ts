import type { SqlClient } from '../market/sql.ts';

/**
 * The photo rows of the bench, made in SQL by generate_series (no row crosses the wire), in chunks
 * so the log shows progress. The hashes are deterministic (hashtextextended of the row's number)
 * and clustered the way listing photos are:
 *
 * - 70 % "originals": each drawn from a family of about seven around one centre, a few bits (≈ 8,
 *   the AND of three random words) from it — the similar rooms of one building or one photographer,
 *   ≈ 14 bits apart from each other: not the same photo, but they share bands and so cost candidates;
 * - 30 % "re-published copies" of an earlier original with 0–3 bits flipped (what a re-saved,
 *   resized or re-toned copy measures, platform/images/perceptual-hash.ts).
 *
 * Photos go round the market's listings; positions follow.
 */
export const originalShare = 0.7;
const familySize = 7;

/** A 63-bit non-negative pseudo-random number of a text (hashtextextended masked: abs() can overflow). */
const positive = (text: string) => `(hashtextextended(${text}, 0) & 9223372036854775807)`;

/** The hash of original number `n` (an SQL expression of the bigint `n`). */
function originalHash(n: string, families: number): string {
  const family = `(${positive(`'f' || ${n}`)} % ${families})`;
  const centre = `hashtextextended('c' || ${family}, 0)`;
  const noise = `(hashtextextended('a' || ${n}, 0) & hashtextextended('b' || ${n}, 0) & hashtextextended('d' || ${n}, 0))`;
  return `(${centre} # ${noise})`;
}

/** The hash of row `i` (1-based) among `total`. */
export function rowHashSql(total: number): string {
  const originals = Math.floor(total * originalShare);
  const families = Math.max(1, Math.floor(originals / familySize));
  const source = `(1 + ${positive(`'j' || i`)} % ${originals})`;
  const flip = (k: number) =>
    `(case when i % 4 >= ${k} then 1::bigint << (${positive(`'x${k}' || i`)} % 64)::int else 0::bigint end)`;
  return `case when i <= ${originals} then ${originalHash('i', families)}
    else ${originalHash(source, families)} # ${flip(1)} # ${flip(2)} # ${flip(3)} end`;
}

/** The non-unique indexes of property_photos (the band indexes among them), dropped for the load and built after. */
export async function photoIndexes(client: SqlClient): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = 'property_photos' and indexname <> 'property_photos_pkey' order by indexname`,
  );
  return rows;
}

/**
 * Inserts `total` photo rows in chunks of `chunk`, round the existing listings. Triggers are off
 * for the load (session_replication_role = replica: the foreign key to properties and the photo
 * count's trigger are not what is measured; every property id comes from the table itself).
 */
export async function insertPhotos(
  client: SqlClient,
  options: { total: number; chunk: number; log: (text: string) => void },
): Promise<void> {
  const { total, chunk } = options;
  const hash = rowHashSql(total);
  await client.query('set session_replication_role = replica');
  await client.query(`create temporary table bench_listing (n int primary key, id uuid not null)`);
  await client.query(
    `insert into bench_listing select (row_number() over (order by id))::int - 1, id from properties`,
  );
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from bench_listing');
  const listings = rows[0]?.n ?? 0;
  if (listings === 0) throw new Error('no listings to hang the photos on');
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    const started = performance.now();
    await client.query(
      `insert into property_photos (property_id, position, original_key, variant_widths, width, height, phash, created_at)
       select l.id, 100 + (i / ${listings})::int, 'bench/' || i || '.webp', '{480,960}', 1600, 1200, ${hash}, now()
       from generate_series(${from}::bigint, ${to}::bigint) as i
       join bench_listing l on l.n = (i % ${listings})::int`,
    );
    options.log(`photos ${to} / ${total} (${Math.round(performance.now() - started)} ms for this chunk)`);
  }
  await client.query('set session_replication_role = origin');
  await client.query('drop table bench_listing');
}
