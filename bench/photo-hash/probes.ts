import type { SamePhotoExceptions } from '../../apps/api/src/modules/listings/ports.ts';
import type { SqlClient } from '../market/sql.ts';

/** The lookup as the api runs it (listings' photos repository), and what it found. */
export type Lookup = (hash: bigint, except: SamePhotoExceptions) => Promise<{ distance: number }[]>;

export type ProbeKind = 'hit' | 'nearMiss' | 'miss';

export interface Probe {
  kind: ProbeKind;
  hash: bigint;
}

/** A small seeded generator (mulberry32): the same probes on every run and engine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random64 = (next: () => number) =>
  BigInt.asIntN(64, (BigInt(Math.floor(next() * 2 ** 32)) << 32n) | BigInt(Math.floor(next() * 2 ** 32)));

/** `hash` with `bits` distinct random bits flipped. */
function flipped(hash: bigint, bits: number, next: () => number): bigint {
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(Math.floor(next() * 64));
  let value = BigInt.asUintN(64, hash);
  for (const bit of chosen) value ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, value);
}

/**
 * `perKind` probes of each kind: hits (a stored photo's hash with 0–4 bits flipped: a re-published
 * copy, found), near misses (6–10 bits flipped: a similar room, not the same photo — the costly
 * miss, it shares bands with many rows) and misses (a random hash: a new photo).
 */
export async function makeProbes(
  client: SqlClient,
  options: { perKind: number; photos: number; seed: number },
): Promise<Probe[]> {
  const next = seeded(options.seed);
  const wanted = options.perKind * 2;
  const percent = Math.min(100, ((wanted * 3) / Math.max(1, options.photos)) * 100);
  const { rows } = await client.query<{ phash: string }>(
    `select phash::text as phash from property_photos tablesample system (${percent}) repeatable (${options.seed})
     where phash is not null limit ${wanted}`,
  );
  const stored = rows.map((row) => BigInt(row.phash));
  if (stored.length < wanted) throw new Error(`only ${stored.length} stored hashes sampled`);
  const probes: Probe[] = [];
  for (let index = 0; index < options.perKind; index += 1) {
    probes.push({ kind: 'hit', hash: flipped(stored[index] as bigint, Math.floor(next() * 5), next) });
    probes.push({
      kind: 'nearMiss',
      hash: flipped(stored[options.perKind + index] as bigint, 6 + Math.floor(next() * 5), next),
    });
    probes.push({ kind: 'miss', hash: random64(next) });
  }
  return probes;
}

/** Nearest-rank percentiles of milliseconds. */
export function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
  };
}

/** Runs every probe once, one after another (one connection: the photo job's), timing each. */
export async function measureProbes(lookup: Lookup, probes: readonly Probe[]) {
  const nobody: SamePhotoExceptions = { ownerId: '00000000-0000-0000-0000-000000000000', offerGroupId: null };
  const times: Record<ProbeKind, number[]> = { hit: [], nearMiss: [], miss: [] };
  const found: Record<ProbeKind, number> = { hit: 0, nearMiss: 0, miss: 0 };
  for (const probe of probes) {
    const started = performance.now();
    const matches = await lookup(probe.hash, nobody);
    times[probe.kind].push(performance.now() - started);
    if (matches.length > 0) found[probe.kind] += 1;
  }
  return {
    all: percentiles([...times.hit, ...times.nearMiss, ...times.miss]),
    hit: { ...percentiles(times.hit), found: found.hit },
    nearMiss: { ...percentiles(times.nearMiss), found: found.nearMiss },
    miss: { ...percentiles(times.miss), found: found.miss },
  };
}
