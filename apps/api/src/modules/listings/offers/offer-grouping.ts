import { type OfferFacts, sameProperty } from './offer-matcher.ts';

/** A listing as grouping weighs it: its facts, its group, and what makes it the best offer. */
export interface OfferCandidate extends OfferFacts {
  groupId: string | null;
  price: number | null;
  hidePrice: boolean;
  /** When its advertiser last confirmed it available (confirmation, renewal or publication). */
  confirmedAt: Date | null;
  createdAt: Date;
}

/**
 * Where a listing belongs among the public listings near it (decision 246): it joins a group only
 * when it is the same property as more than half of that group's members (one look-alike member
 * does not chain two properties into one), none of them its own advertiser's or kept apart from it;
 * else it pairs with a lone listing it matches. The group with the most matches wins, then the
 * nearest id order (deterministic: a retried job decides the same).
 */
export function placeOf(
  listing: OfferFacts,
  near: readonly OfferCandidate[],
  membersOf: (groupId: string) => readonly OfferCandidate[],
  separated: ReadonlySet<string>,
): { groupId: string } | { pairWith: string } | null {
  const matching = near.filter((other) => !separated.has(other.id) && sameProperty(listing, other));
  let best: { groupId: string; matches: number } | null = null;
  for (const groupId of [
    ...new Set(matching.flatMap((other) => (other.groupId ? [other.groupId] : []))),
  ].sort()) {
    const members = membersOf(groupId).filter((member) => member.id !== listing.id);
    if (members.some((member) => separated.has(member.id) || member.advertiser === listing.advertiser))
      continue;
    const matches = members.filter((member) => sameProperty(listing, member)).length;
    if (matches * 2 > members.length && (!best || matches > best.matches)) best = { groupId, matches };
  }
  if (best) return { groupId: best.groupId };
  const lone = matching.filter((other) => other.groupId === null).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  return lone ? { pairWith: lone.id } : null;
}

/** Whether a grouped listing still belongs: the same property as more than half of the others. */
export function stillBelongs(
  listing: OfferFacts,
  others: readonly OfferCandidate[],
  separated: ReadonlySet<string>,
) {
  if (others.length === 0) return false;
  if (others.some((other) => separated.has(other.id))) return false;
  return others.filter((other) => sameProperty(listing, other)).length * 2 > others.length;
}

const shownPrice = (offer: OfferCandidate) => (offer.hidePrice ? null : offer.price);

/**
 * The offer a grouped search shows (decision 246): the cheapest shown price (a hidden price last);
 * equal prices → the most recently confirmed, then the oldest listing, then the lower id.
 */
export function leadOf<T extends OfferCandidate>(members: readonly T[]): T | undefined {
  return [...members].sort((a, b) => {
    const priceA = shownPrice(a);
    const priceB = shownPrice(b);
    if (priceA !== priceB) {
      if (priceA === null) return 1;
      if (priceB === null) return -1;
      return priceA - priceB;
    }
    const confirmedA = a.confirmedAt?.getTime() ?? 0;
    const confirmedB = b.confirmedAt?.getTime() ?? 0;
    if (confirmedA !== confirmedB) return confirmedB - confirmedA;
    if (a.createdAt.getTime() !== b.createdAt.getTime()) return a.createdAt.getTime() - b.createdAt.getTime();
    return a.id < b.id ? -1 : 1;
  })[0];
}
