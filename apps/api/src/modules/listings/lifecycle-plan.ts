import type { ErrorKey, ListingStatus, ListingType, restoredStatuses } from '@krov/contracts';
import type { DomainEvents, EventName } from '../../platform/events/event-bus.ts';
import { renewedUntil, soldVisibleMs, validityMs } from './lifecycle.ts';
import { isPublic } from './visibility.ts';

// What every change of a listing's lifecycle does, as one table of pure functions (decision 190):
// from the listing as read, the action and its context, either a refusal, a payment due, or a plan
// (the guard its conditional update expects, the columns it sets, whether it enters a limit,
// enters the public, is billed, and the events announced after the commit). The contracts'
// lifecycle.ts says which owner action a status allows; this says what each action does. Here:
// the plan's shape and its shared pieces; the table itself: lifecycle-table.ts (one row) and
// lifecycle-sets.ts (many rows at once); lifecycle-apply.ts applies a plan in the caller's
// transaction, the repository a set of plans (setPlans) with one update per distinct change.

/** What the lifecycle reads of a listing (a repository's PropertyRow is one). */
export interface PropertyRow {
  id: string;
  ownerId: string;
  agencyId: string | null;
  listingType: ListingType;
  status: ListingStatus;
  soldAt: Date | null;
  soldWhileListed: boolean;
  validUntil: Date | null;
  renewedAt: Date | null;
  hiddenByAdminAt: Date | null;
  hiddenBySuspensionAt: Date | null;
  /** Last said to be still available (issue 29): publishing, renewing, showing again, confirming. */
  confirmedAt: Date | null;
  /** Asked whether it is still available and not answered yet: the answer is due by then. */
  confirmBy: Date | null;
  /** Hidden because that question went unanswered (one confirmation shows it again). */
  hiddenUnconfirmedAt: Date | null;
}

/** The columns the lifecycle sets: no transition writes any other. */
export interface PropertyChanges {
  status?: ListingStatus;
  publishedAt?: Date | null;
  validUntil?: Date | null;
  renewedAt?: Date | null;
  expiryNoticeSentAt?: Date | null;
  soldAt?: Date | null;
  soldWhileListed?: boolean;
  hiddenByAdminAt?: Date | null;
  adminHiddenReason?: string | null;
  hiddenBySuspensionAt?: Date | null;
  confirmedAt?: Date | null;
  confirmBy?: Date | null;
  hiddenUnconfirmedAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}

/**
 * What a conditional update expects to find. A row that no longer matches (a concurrent request
 * changed it first) is left alone, so a double submit changes nothing twice.
 */
export interface Guard {
  statuses: readonly ListingStatus[] | 'any';
  /** Sold listings only leave by delete; every other action skips them. */
  allowSold?: boolean;
  /** The validity the caller saw: a renew racing another renew loses instead of adding 30 more days. */
  validUntil?: Date | null;
  /** Deleted listings too (an agency's reinstatement clears its mark on every listing it hid). */
  includeDeleted?: boolean;
}

export type Transition =
  | { kind: 'publish' | 'renew' | 'hide' | 'unhide' | 'markSold' }
  /** Its owner (or agent) says it is still available: public stays public, hidden as unconfirmed shows again. */
  | { kind: 'confirm' }
  /** Renew all's: an expired listing listed again, the batch checked and counted by its caller. */
  | { kind: 'renewExpired' }
  /** An order paid for it (payments' settlement): the listing type it was priced as. */
  | { kind: 'paidPublish' | 'paidRenew'; paidType: string }
  /** A refunded order takes back what it published or renewed. */
  | { kind: 'refund'; paid: 'publish' | 'renew' }
  | { kind: 'adminHide'; reason: string }
  | { kind: 'adminRestore' }
  | { kind: 'expire' | 'suspend' | 'reinstate' | 'hideUnconfirmed' }
  /** "Is it still available?": asked now, the answer due by `answerBy` (lifecycle-sets.ts). */
  | { kind: 'askToConfirm'; answerBy: Date };
export type TransitionKind = Transition['kind'];

export interface PlanContext {
  now: Date;
  /** KM to publish or renew for 30 days by type (config: LISTING_FEE_*); an agency's are invoiced. */
  fees: Readonly<Record<ListingType, number>>;
  /** The listing's agency is approved (true for a private listing, or when not asked). */
  agencyApproved: boolean;
  /** The owner's phone is verified (asked by publish and create only; true otherwise). */
  phoneVerified: boolean;
}

/** An event emitted once the change committed. */
export type AfterEvent = { [N in EventName]: { name: N; payload: DomainEvents[N] } }[EventName];

export interface Plan {
  kind: TransitionKind | 'create';
  /** What the conditional update expects to find (a concurrent change makes it match nothing). */
  guard: Guard;
  /** The columns it sets, `updatedAt` included (and `createdAt`, by create). */
  changes: PropertyChanges;
  /**
   * The listing comes into its limit (limitOf: the owner's 5, or the agency's 500), counted under
   * the caller's lock first: when full, refused (PropertyLimit), or this plan applies instead.
   */
  limit: { whenFull: 'refuse' | Plan } | null;
  /** It becomes public as a new offer: history/relisting.ts enterPublic runs in the transaction. */
  enterPublic: boolean;
  /** An agency listing's line on its agency's monthly invoice (agency-billing.ts). */
  billing: 'publish' | 'renew' | null;
  /** The events announced after the commit, from the row as changed. */
  events(row: PropertyRow): AfterEvent[];
}

export type Outcome =
  | { plan: Plan }
  | { refused: ErrorKey }
  /** Nothing changes until the fee is paid; `entersLimit`: the paid action would enter the limit. */
  | { due: number; entersLimit: boolean };

export type RestoredStatus = (typeof restoredStatuses)[number];

export const subject = (row: PropertyRow) => ({ listingId: row.id, ownerId: row.ownerId });
export const none = (): AfterEvent[] => [];

/** The conditional update of an owner's action: the state the decision was made on. */
export const asRead = (row: PropertyRow): Guard => ({ statuses: [row.status], validUntil: row.validUntil });

/**
 * What the advertiser's own "it is available" sets (decision 230): publishing, renewing, showing
 * again and confirming each count; an open question is answered.
 */
export const confirmedChanges = (now: Date) => ({ confirmedAt: now, confirmBy: null }) as const;

/** Unpaid → listed for 30 days. */
export const publishChanges = (now: Date): PropertyChanges => ({
  status: 'listed',
  ...confirmedChanges(now),
  publishedAt: now,
  validUntil: new Date(now.getTime() + validityMs),
  expiryNoticeSentAt: null,
  updatedAt: now,
});

/** 30 more days from max(now, validUntil); an expired listing is listed again. */
export const renewChanges = (row: PropertyRow, now: Date): PropertyChanges => ({
  validUntil: renewedUntil(row.validUntil, now),
  renewedAt: now,
  expiryNoticeSentAt: null,
  ...confirmedChanges(now),
  ...(row.status === 'expired' ? { status: 'listed' as const, publishedAt: now } : {}),
  updatedAt: now,
});

export const published = (row: PropertyRow): AfterEvent[] => [
  { name: 'listing.published', payload: { ...subject(row), validUntil: row.validUntil as Date } },
];
export const renewed =
  (relisted: boolean) =>
  (row: PropertyRow): AfterEvent[] => [
    { name: 'listing.renewed', payload: { ...subject(row), validUntil: row.validUntil as Date, relisted } },
  ];
export const hidden = (row: PropertyRow): AfterEvent[] => [{ name: 'listing.hidden', payload: subject(row) }];

/** KM its owner pays to publish or renew it for 30 days: an agency's go on its monthly invoice. */
export const feeOf = (row: Pick<PropertyRow, 'agencyId' | 'listingType'>, fees: PlanContext['fees']) =>
  row.agencyId ? 0 : fees[row.listingType];

export const refuse = (key: ErrorKey): Outcome => ({ refused: key });
export const base = { limit: null, enterPublic: false, billing: null, events: none } as const;

/** The actions that take a listing to the public: an agency's only while the agency is approved. */
export const goesPublic: ReadonlySet<TransitionKind> = new Set(['publish', 'renew', 'unhide', 'confirm']);

/**
 * Where a moderator's restore takes a listing (the moderation module, through
 * moderated-listings.ts), as its owner's own "show again" would take it (unhide): listed while it
 * would be public (still valid, or sold within its 30 public days), else expired (or, sold, it
 * stays hidden). A listing of a suspended agency waits for the agency's reinstatement (hidden,
 * marked as the suspension's); `entersLimit`: it counts toward the limit.
 */
export function restoredState(
  row: Pick<PropertyRow, 'soldAt' | 'soldWhileListed' | 'validUntil' | 'agencyId'>,
  now: Date,
  agencyApproved: boolean,
): { status: RestoredStatus; bySuspension: boolean; entersLimit: boolean } {
  if (!isPublic({ ...row, status: 'listed' }, now)) {
    return { status: row.soldAt ? 'hidden' : 'expired', bySuspension: false, entersLimit: false };
  }
  if (row.agencyId && !agencyApproved) return { status: 'hidden', bySuspension: true, entersLimit: false };
  return { status: 'listed', bySuspension: false, entersLimit: row.soldAt === null };
}

/** The expire job's rule: listed past its validity, or sold while listed past its 30 public days. */
export function expiresNow(row: Pick<PropertyRow, 'status' | 'soldAt' | 'validUntil'>, now: Date): boolean {
  if (row.status !== 'listed') return false;
  if (row.soldAt) return row.soldAt.getTime() <= now.getTime() - soldVisibleMs;
  return row.validUntil !== null && row.validUntil <= now;
}
