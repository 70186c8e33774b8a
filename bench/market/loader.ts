import { photoVariantWidths } from '@krov/contracts';
import { expiryNoticeDays } from '../../apps/api/src/modules/listings/listings.jobs.ts';
import { originalPhotoKey } from '../../apps/api/src/modules/listings/photo-keys.ts';
import { type GeneratedListing, marketListings } from './listings.ts';
import { type GeneratedOwner, marketOwners } from './owners.ts';
import { arrayLiteral, type Column, insertBatch, type SqlClient } from './sql.ts';

export interface LoadOptions {
  client: SqlClient;
  listings: number;
  owners: number;
  seed: number;
  now: Date;
  /** Listings per statement (their photos follow in one more). */
  batchSize: number;
  /** Drop the secondary indexes for the load and build them once at the end (much faster for large loads). */
  rebuildIndexes: boolean;
  /** For index builds; the server can afford more than PGlite's WASM heap. */
  maintenanceWorkMem?: string;
  log?: (text: string) => void;
}

export interface LoadReport {
  owners: number;
  listings: number;
  photos: number;
  publicListings: number;
  /** `indexes` includes the rebuild of trigger-kept tables. */
  seconds: { owners: number; listings: number; indexes: number; analyze: number; total: number };
}

const ownerColumns: Column<GeneratedOwner>[] = [
  { name: 'id', type: 'uuid', value: (o) => o.id },
  { name: 'name', type: 'text', value: (o) => o.name },
  { name: 'email', type: 'text', value: (o) => o.email },
  { name: 'email_verified_at', type: 'timestamptz', value: (o) => o.createdAt.toISOString() },
  { name: 'phone_number', type: 'text', value: (o) => o.phoneNumber },
  { name: 'phone_number_verified_at', type: 'timestamptz', value: (o) => o.createdAt.toISOString() },
  // Not a hash of anything: no password verifies against it, so nobody logs in as a bench owner.
  { name: 'password_hash', type: 'text', value: () => 'bench-owner:no-login' },
  { name: 'language', type: 'text', value: (o) => o.language },
  { name: 'created_at', type: 'timestamptz', value: (o) => o.createdAt.toISOString() },
  { name: 'updated_at', type: 'timestamptz', value: (o) => o.createdAt.toISOString() },
];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The base columns of `properties`; generated columns and trigger-kept ones are the database's. */
const listingColumns: Column<GeneratedListing>[] = [
  { name: 'id', type: 'uuid', value: (l) => l.id },
  { name: 'owner_id', type: 'uuid', value: (l) => l.ownerId },
  { name: 'status', type: 'text', value: (l) => l.status },
  { name: 'sold_at', type: 'timestamptz', value: (l) => iso(l.soldAt) },
  { name: 'sold_while_listed', type: 'boolean', value: (l) => l.soldWhileListed },
  { name: 'listing_type', type: 'text', value: (l) => l.listingType },
  { name: 'property_type', type: 'text', value: (l) => l.propertyType },
  { name: 'size', type: 'numeric', value: (l) => l.size },
  { name: 'bedrooms', type: 'integer', value: (l) => l.bedrooms },
  { name: 'bathrooms', type: 'integer', value: (l) => l.bathrooms },
  { name: 'features', type: 'text', arrayOf: 'text', value: (l) => arrayLiteral(l.features) },
  { name: 'construction_year', type: 'integer', value: (l) => l.constructionYear },
  { name: 'garden', type: 'numeric', value: (l) => l.garden },
  { name: 'parkings', type: 'integer', value: (l) => l.parkings },
  { name: 'floor', type: 'integer', value: (l) => l.floor },
  { name: 'total_floors', type: 'integer', value: (l) => l.totalFloors },
  { name: 'price', type: 'numeric', value: (l) => l.price },
  { name: 'hide_price', type: 'boolean', value: (l) => l.hidePrice },
  { name: 'description', type: 'text', value: (l) => l.description },
  { name: 'address', type: 'text', value: (l) => l.address },
  { name: 'lat', type: 'double precision', value: (l) => l.lat },
  { name: 'lng', type: 'double precision', value: (l) => l.lng },
  { name: 'entity_slug', type: 'text', value: (l) => l.entitySlug },
  { name: 'canton_slug', type: 'text', value: (l) => l.cantonSlug },
  { name: 'city_slug', type: 'text', value: (l) => l.citySlug },
  { name: 'municipality_slug', type: 'text', value: (l) => l.municipalitySlug },
  { name: 'neighbourhood_slug', type: 'text', value: (l) => l.neighbourhoodSlug },
  { name: 'valid_until', type: 'timestamptz', value: (l) => iso(l.validUntil) },
  { name: 'published_at', type: 'timestamptz', value: (l) => iso(l.publishedAt) },
  { name: 'renewed_at', type: 'timestamptz', value: (l) => iso(l.renewedAt) },
  { name: 'created_at', type: 'timestamptz', value: (l) => l.createdAt.toISOString() },
  { name: 'updated_at', type: 'timestamptz', value: (l) => l.updatedAt.toISOString() },
];
const photoCountColumn: Column<GeneratedListing> = {
  name: 'photo_count',
  type: 'integer',
  value: (l) => l.photoCount,
};

/**
 * A listing's photo rows, made in SQL from its count: ids derived from the listing's id and the
 * position (the same every load), keys laid out by the api's own `originalPhotoKey`, the variants
 * of every width ready. No image file exists: the bench reads rows, never files.
 */
const photosSql = `
insert into property_photos (id, property_id, position, original_key, variant_widths, width, height, created_at)
select photo.id, l.id, g.n, replace(replace($4, '{P}', l.id::text), '{F}', photo.id::text), $5::integer[], 1600, 1067, l.created_at
from unnest($1::uuid[], $2::integer[], $3::timestamptz[]) as l(id, photos, created_at)
cross join lateral generate_series(0, l.photos - 1) as g(n)
cross join lateral (select md5(l.id::text || ':' || g.n)::uuid as id) as photo`;

/** The secondary indexes of the loaded tables (constraints' own indexes stay): name and definition. */
async function secondaryIndexes(client: SqlClient): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename in ('properties', 'property_photos')
       and indexname not in (select conname from pg_constraint)
     order by indexname`,
  );
  return rows;
}

/**
 * The schema's `krov_*_rebuild()` functions: tables kept from the listings by triggers (the map's
 * cell counts) say so by offering one, which recomputes them from the listings in one pass.
 */
async function rebuildFunctions(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname like 'krov\\_%\\_rebuild' and p.pronargs = 0
     order by 1`,
  );
  return rows.map((row) => row.name);
}

async function hasPlainColumn(client: SqlClient, table: string, column: string): Promise<boolean> {
  const { rows } = await client.query(
    `select 1 from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name = $2 and is_generated = 'NEVER'`,
    [table, column],
  );
  return rows.length > 0;
}

/**
 * Loads owners and listings (with their photo rows) into a migrated, empty database. Derived
 * columns are left to the database (generated columns; `photo_count`, kept by a trigger on photo
 * rows, is written with the listing and the trigger is bypassed for the photo rows, so it is
 * counted once); the end checks that every listing's count matches its rows.
 */
export async function loadMarket(options: LoadOptions): Promise<LoadReport> {
  const { client } = options;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  const existing = await client.query<{ n: number }>('select count(*)::int as n from properties');
  if ((existing.rows[0]?.n ?? 0) > 0)
    throw new Error('the database already holds listings: load into a fresh one');

  const owners = marketOwners(options.seed, options.owners, options.now);
  for (let at = 0; at < owners.length; at += 5000) {
    await insertBatch(client, 'users', ownerColumns, owners.slice(at, at + 5000));
  }
  const ownersSeconds = seconds(started);
  log(`${owners.length} owners in ${ownersSeconds} s`);

  const countsPhotos = await hasPlainColumn(client, 'properties', 'photo_count');
  const rebuilds = await rebuildFunctions(client);
  if (rebuilds.length > 0)
    log(`tables kept by triggers on listings, rebuilt after the load: ${rebuilds.join(', ')}`);
  const columns = countsPhotos ? [...listingColumns, photoCountColumn] : listingColumns;
  const indexes = options.rebuildIndexes ? await secondaryIndexes(client) : [];
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  if (indexes.length > 0) log(`dropped ${indexes.length} secondary indexes for the load`);

  const keyTemplate = originalPhotoKey('{P}', '{F}');
  const widths = arrayLiteral([...photoVariantWidths]);
  const listingsStarted = performance.now();
  let loaded = 0;
  let photos = 0;
  let publicListings = 0;
  const insert = async (batch: GeneratedListing[]) => {
    // Triggers that keep other tables from the listings are skipped when the schema offers their
    // rebuild, which runs once at the end instead of once per batch.
    if (rebuilds.length > 0) await client.query('set session_replication_role = replica');
    await insertBatch(client, 'properties', columns, batch);
    const withPhotos = batch.filter((listing) => listing.photoCount > 0);
    // The rows are the count's source of truth; the trigger would count them a second time.
    await client.query('set session_replication_role = replica');
    await client.query(photosSql, [
      arrayLiteral(withPhotos.map((listing) => listing.id)),
      arrayLiteral(withPhotos.map((listing) => listing.photoCount)),
      arrayLiteral(withPhotos.map((listing) => listing.createdAt.toISOString())),
      keyTemplate,
      widths,
    ]);
    await client.query('set session_replication_role = origin');
  };
  const stream = marketListings({
    seed: options.seed,
    ownerIds: owners.map((owner) => owner.id),
    now: options.now,
  });
  let inFlight: Promise<void> | undefined;
  while (loaded < options.listings) {
    // The next batch is generated while the database writes the previous one.
    const batch: GeneratedListing[] = [];
    while (batch.length < Math.min(options.batchSize, options.listings - loaded)) {
      const listing = stream.next().value as GeneratedListing;
      batch.push(listing);
      photos += listing.photoCount;
      if (listing.status === 'listed') publicListings += 1;
    }
    loaded += batch.length;
    await inFlight;
    inFlight = insert(batch);
    if (loaded % (options.batchSize * 20) === 0 || loaded === options.listings) {
      const rate = Math.round(loaded / ((performance.now() - listingsStarted) / 1000));
      log(`${loaded} listings (${rate}/s)`);
    }
  }
  await inFlight;
  // A market in motion has already e-mailed the owners whose listings end within the notice window;
  // without this the api's first expiry-notice run would send tens of thousands at once, in the
  // middle of a measurement.
  await client.query(
    `update properties set expiry_notice_sent_at = valid_until - make_interval(days => ${expiryNoticeDays})
     where status = 'listed' and deleted_at is null and sold_at is null
       and valid_until > $1::timestamptz and valid_until <= $1::timestamptz + make_interval(days => ${expiryNoticeDays})`,
    [options.now.toISOString()],
  );
  const listingsSeconds = seconds(listingsStarted);

  const indexesStarted = performance.now();
  if (options.maintenanceWorkMem)
    await client.query(`set maintenance_work_mem = '${options.maintenanceWorkMem}'`);
  for (const index of indexes) {
    await client.query(index.definition);
    log(`rebuilt ${index.name}`);
  }
  for (const rebuild of rebuilds) {
    const started = performance.now();
    await client.query(`select ${rebuild}()`);
    log(`${rebuild}() in ${seconds(started)} s`);
  }
  const indexesSeconds = seconds(indexesStarted);
  const analyzeStarted = performance.now();
  await client.query('vacuum (analyze)');
  const analyzeSeconds = seconds(analyzeStarted);

  if (countsPhotos) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from properties p
       left join (select property_id, count(*)::int as c from property_photos group by property_id) ph
         on ph.property_id = p.id
       where p.photo_count <> coalesce(ph.c, 0)`,
    );
    if ((rows[0]?.n ?? 0) > 0) throw new Error(`${rows[0]?.n} listings have a photo_count unlike their rows`);
  }
  return {
    owners: owners.length,
    listings: loaded,
    photos,
    publicListings,
    seconds: {
      owners: ownersSeconds,
      listings: listingsSeconds,
      indexes: indexesSeconds,
      analyze: analyzeSeconds,
      total: seconds(started),
    },
  };
}
