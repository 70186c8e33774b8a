import { isAllowed, type ListingType } from '@krov/contracts';
import { renewedJustNow } from './lifecycle.ts';
import { confirmPlan } from './lifecycle-confirm.ts';
import {
  type AfterEvent,
  asRead,
  base,
  confirmedChanges,
  feeOf,
  type Guard,
  goesPublic,
  hidden,
  type Outcome,
  type Plan,
  type PlanContext,
  type PropertyChanges,
  type PropertyRow,
  publishChanges,
  published,
  type RestoredStatus,
  refuse,
  renewChanges,
  renewed,
  restoredState,
  subject,
  type Transition,
} from './lifecycle-plan.ts';
import { setPlan } from './lifecycle-sets.ts';
import { isPublic } from './visibility.ts';

/** The owner's own actions on a listing (lifecycle.service.ts). */
export type OwnerTransition = 'publish' | 'renew' | 'hide' | 'unhide' | 'markSold' | 'confirm';

// The lifecycle's table (decision 190): for each transition, from the listing as read and its
// context, a refusal, a payment due, or the plan lifecycle-apply.ts applies. Pure: the same
// listing, action and context always answer the same. The set-based ones: lifecycle-sets.ts.

/** An owner's action (lifecycle.service.ts): the table's guard first, then what it does. */
function ownerPlan(row: PropertyRow, kind: OwnerTransition, ctx: PlanContext): Outcome {
  const { now } = ctx;
  if (kind === 'confirm') return confirmPlan(row, ctx);
  if (!isAllowed(row, kind)) return refuse('ActionForbidden');
  // A moderator hid it: its owner can neither show it again nor renew it (issue 27).
  if ((kind === 'unhide' || kind === 'renew') && row.hiddenByAdminAt) return refuse('ActionForbidden');
  if (goesPublic.has(kind) && row.agencyId && !ctx.agencyApproved) return refuse('AgencyNotApproved');
  const fee = feeOf(row, ctx.fees);
  switch (kind) {
    case 'publish': {
      if (!ctx.phoneVerified) return refuse('PhoneNumberNotVerified');
      if (fee > 0) return { due: fee, entersLimit: false };
      const changes = publishChanges(now);
      return {
        plan: {
          ...base,
          kind,
          guard: asRead(row),
          changes,
          enterPublic: true,
          billing: 'publish',
          events: published,
        },
      };
    }
    case 'renew': {
      if (renewedJustNow(row.renewedAt, now)) return refuse('ActionForbidden');
      const relists = row.status === 'expired';
      if (fee > 0) return { due: fee, entersLimit: relists };
      return {
        plan: {
          ...base,
          kind,
          guard: asRead(row),
          changes: renewChanges(row, now),
          limit: relists ? { whenFull: 'refuse' } : null,
          enterPublic: relists,
          billing: 'renew',
          events: renewed(relists),
        },
      };
    }
    case 'hide':
      return {
        plan: {
          ...base,
          kind,
          guard: asRead(row),
          changes: { status: 'hidden', updatedAt: now },
          events: hidden,
        },
      };
    case 'unhide': {
      const valid = row.validUntil !== null && row.validUntil > now;
      const status = valid ? ('listed' as const) : ('expired' as const);
      return {
        plan: {
          ...base,
          kind,
          guard: asRead(row),
          // Showing it again is its owner's word that it is available (decision 230).
          changes: { status, ...confirmedChanges(now), hiddenUnconfirmedAt: null, updatedAt: now },
          limit: valid ? { whenFull: 'refuse' } : null,
          enterPublic: valid,
          events: (shown) => [{ name: 'listing.unhidden', payload: { ...subject(shown), status } }],
        },
      };
    }
    case 'markSold': {
      const soldWhileListed = isPublic(row, now);
      return {
        plan: {
          ...base,
          kind,
          guard: asRead(row),
          changes: { soldAt: now, soldWhileListed, updatedAt: now },
          events: (sold) => [
            { name: 'listing.sold', payload: { ...subject(sold), public: soldWhileListed } },
          ],
        },
      };
    }
  }
}

/** Whether an item priced as `paidType` paid less than its listing's type now costs. */
const paidLess = (fees: PlanContext['fees'], paidType: string, nowType: ListingType) =>
  paidType !== nowType && fees[nowType] > (fees[paidType as ListingType] ?? 0);

/**
 * The plan of one transition of `row` (read under the caller's lock where it counts). Pure: the
 * same listing, action and context always answer the same.
 */
export function planTransition(row: PropertyRow, transition: Transition, ctx: PlanContext): Outcome {
  const { now } = ctx;
  switch (transition.kind) {
    case 'publish':
    case 'renew':
    case 'hide':
    case 'unhide':
    case 'markSold':
    case 'confirm':
      return ownerPlan(row, transition.kind, ctx);
    case 'renewExpired':
      if (row.status !== 'expired' || row.soldAt) return refuse('ActionForbidden');
      return {
        plan: {
          ...base,
          kind: 'renewExpired',
          guard: asRead(row),
          changes: renewChanges(row, now),
          limit: { whenFull: 'refuse' },
          enterPublic: true,
          billing: 'renew',
          events: renewed(true),
        },
      };
    case 'paidPublish':
    case 'paidRenew': {
      const action = transition.kind === 'paidPublish' ? 'publish' : 'renew';
      if (!isAllowed(row, action)) return refuse('ActionForbidden');
      // Made a type whose fee is higher than the one paid: left for an admin to refund.
      if (paidLess(ctx.fees, transition.paidType, row.listingType)) return refuse('ActionForbidden');
      const relisted = action === 'renew' && row.status === 'expired';
      return {
        plan: {
          ...base,
          kind: transition.kind,
          guard: asRead(row),
          changes: action === 'publish' ? publishChanges(now) : renewChanges(row, now),
          limit: relisted ? { whenFull: 'refuse' } : null,
          enterPublic: action === 'publish' || relisted,
          events: action === 'publish' ? published : renewed(relisted),
        },
      };
    }
    case 'refund': {
      // One it published is unpaid again, one it renewed is expired now; a sold one stays.
      const statuses = ['listed', 'hidden', 'expired'] as const;
      if (row.soldAt || !(statuses as readonly string[]).includes(row.status))
        return refuse('ActionForbidden');
      const changes: PropertyChanges =
        transition.paid === 'publish'
          ? { status: 'unpaid', validUntil: null, expiryNoticeSentAt: null, updatedAt: now }
          : { status: 'expired', validUntil: now, updatedAt: now };
      return { plan: { ...base, kind: 'refund', guard: { statuses }, changes, events: hidden } };
    }
    case 'adminHide': {
      // Only a public listing is hidden by a moderator (sold ones too, while shown with a badge).
      if (row.status !== 'listed') return refuse('ActionForbidden');
      const changes = {
        status: 'hidden' as const,
        hiddenByAdminAt: now,
        adminHiddenReason: transition.reason,
      };
      return {
        plan: {
          ...base,
          kind: 'adminHide',
          guard: { statuses: ['listed'], allowSold: true },
          changes: { ...changes, updatedAt: now },
          events: hidden,
        },
      };
    }
    case 'adminRestore':
      return restorePlan(row, ctx);
    case 'expire':
    case 'suspend':
    case 'reinstate':
    case 'hideUnconfirmed':
      return setPlan(row, transition.kind, now);
    case 'askToConfirm':
      return setPlan(row, transition.kind, now, transition.answerBy);
  }
}

/** A moderator's restore: restoredState's place, or hidden as the owner's own when the limit is full. */
function restorePlan(row: PropertyRow, ctx: PlanContext): Outcome {
  const { now } = ctx;
  if (!row.hiddenByAdminAt || row.status !== 'hidden') return refuse('PropertyNotFound');
  const next = restoredState(row, now, ctx.agencyApproved);
  const guard: Guard = { statuses: ['hidden'], allowSold: true, validUntil: row.validUntil };
  // A question asked before the moderator hid it starts over (its deadline passed while hidden).
  const released = { hiddenByAdminAt: null, adminHiddenReason: null, confirmBy: null, updatedAt: now };
  const unhidden =
    (status: RestoredStatus) =>
    (shown: PropertyRow): AfterEvent[] =>
      status === 'hidden' ? [] : [{ name: 'listing.unhidden', payload: { ...subject(shown), status } }];
  const full: Plan = {
    ...base,
    kind: 'adminRestore',
    guard,
    changes: { status: 'hidden', ...released },
    events: unhidden('hidden'),
  };
  return {
    plan: {
      ...base,
      kind: 'adminRestore',
      guard,
      changes: {
        status: next.status,
        ...released,
        ...(next.bySuspension ? { hiddenBySuspensionAt: now } : {}),
      },
      limit: next.entersLimit ? { whenFull: full } : null,
      enterPublic: next.status === 'listed' && next.entersLimit,
      events: unhidden(next.status),
    },
  };
}

/** A new listing: unpaid, counted toward its limit (the agency's for an agency member's). */
export function planCreate(ctx: Pick<PlanContext, 'now' | 'phoneVerified'>): Outcome {
  if (!ctx.phoneVerified) return refuse('PhoneNumberNotVerified');
  const { now } = ctx;
  return {
    plan: {
      ...base,
      kind: 'create',
      guard: { statuses: 'any' },
      changes: { status: 'unpaid', createdAt: now, updatedAt: now },
      limit: { whenFull: 'refuse' },
      events: (row) => [{ name: 'listing.created', payload: subject(row) }],
    },
  };
}
