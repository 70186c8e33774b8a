import { setImmediate } from 'node:timers/promises';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { leadOf, type OfferCandidate, placeOf } from './offer-grouping.ts';
import { offerThresholds } from './offer-matcher.ts';
import { createOffersRepository } from './offers.repository.ts';

/** Listings read per query: bounded memory per statement, few round trips. */
const readBatch = 20_000;
/** Rows per UPDATE … FROM (VALUES …) of the write. */
const writeBatch = 5_000;

export interface FullPassReport {
  listings: number;
  groups: number;
  grouped: number;
  seconds: { read: number; match: number; write: number };
}

/**
 * Groups every public listing at once (issue 30): for an operator after a change of the rules, and
 * for the bench. The same decisions as one listing's regrouping (placeOf, leadOf), taken as if the
 * listings had been published oldest first, with candidates found on a grid of cells as wide as the
 * matcher's distance instead of one query each. Written in one transaction under the grouping's
 * lock: every old group cleared and the new ones set, so no reader sees half of it.
 */
export async function groupEveryListing(
  { db, clock }: { db: Database; clock: Clock },
  log: (text: string) => void = () => {},
): Promise<FullPassReport> {
  const now = clock.now();
  const started = performance.now();
  const repository = createOffersRepository(db);
  const listings: OfferCandidate[] = [];
  for (let after: string | null = null; ; ) {
    const batch = await repository.publicBatch(after, readBatch, now);
    if (batch.length === 0) break;
    listings.push(...batch);
    after = batch.at(-1)?.id ?? null;
    if (listings.length % 200_000 < readBatch) log(`read ${listings.length} public listings`);
  }
  const separations = await repository.allSeparations();
  const read = performance.now();

  listings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const cellDegrees = offerThresholds.maxDistanceMetres / 111_320;
  const cellOf = (listing: OfferCandidate, dLat = 0, dLng = 0) => {
    const lngDegrees = cellDegrees / Math.cos((listing.lat * Math.PI) / 180);
    return `${listing.listingType}|${listing.propertyType}|${Math.floor(listing.lat / cellDegrees) + dLat}|${Math.floor(listing.lng / lngDegrees) + dLng}`;
  };
  const grid = new Map<string, OfferCandidate[]>();
  const groups = new Map<string, OfferCandidate[]>();
  let nextGroup = 0;
  for (const [index, listing] of listings.entries()) {
    const near: OfferCandidate[] = [];
    for (const dLat of [-1, 0, 1])
      for (const dLng of [-1, 0, 1]) near.push(...(grid.get(cellOf(listing, dLat, dLng)) ?? []));
    const place = placeOf(
      listing,
      near,
      (groupId) => groups.get(groupId) ?? [],
      separations.get(listing.id) ?? new Set(),
    );
    if (place && 'groupId' in place) {
      listing.groupId = place.groupId;
      groups.get(place.groupId)?.push(listing);
    } else if (place) {
      const other = near.find((candidate) => candidate.id === place.pairWith) as OfferCandidate;
      nextGroup += 1;
      const groupId = `g${nextGroup}`;
      listing.groupId = groupId;
      other.groupId = groupId;
      groups.set(groupId, [other, listing]);
    }
    const cell = cellOf(listing);
    const neighbours = grid.get(cell);
    if (neighbours) neighbours.push(listing);
    else grid.set(cell, [listing]);
    if (index % 50_000 === 0) await setImmediate();
  }
  const matched = performance.now();

  const assignments: { id: string; groupId: string; lead: boolean }[] = [];
  for (const members of groups.values()) {
    const groupId = crypto.randomUUID();
    const lead = leadOf(members);
    for (const member of members) assignments.push({ id: member.id, groupId, lead: member === lead });
  }
  log(`${assignments.length} listings in groups; writing`);
  await db.transaction(async (tx) => {
    const writer = createOffersRepository(tx);
    await writer.lock();
    await writer.clearAll();
    for (let start = 0; start < assignments.length; start += writeBatch)
      await writer.assignMany(assignments.slice(start, start + writeBatch));
  });
  const written = performance.now();
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return {
    listings: listings.length,
    groups: nextGroup,
    grouped: assignments.length,
    seconds: {
      read: seconds(read - started),
      match: seconds(matched - read),
      write: seconds(written - matched),
    },
  };
}
