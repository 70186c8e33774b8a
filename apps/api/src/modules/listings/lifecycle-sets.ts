import {
  base,
  expiresNow,
  type Guard,
  hidden,
  type Outcome,
  type PropertyChanges,
  type PropertyRow,
  refuse,
} from './lifecycle-plan.ts';
import { isPublic } from './visibility.ts';

/** The transitions a job or an agency's decision applies to many rows at once (the repository's set-based updates). */
export type SetTransition = 'expire' | 'suspend' | 'reinstate' | 'askToConfirm' | 'hideUnconfirmed';

/** How long an owner has to answer the weekly "is it still available?" (issue 29, decision 230). */
export const answerWithinMs = 72 * 3600 * 1000;
/** A listing confirmed this long ago is asked again. */
export const confirmEveryMs = 7 * 24 * 3600 * 1000;

/**
 * The plan of a set-based transition of one row: the same table, without an actor's context.
 * `answerBy`: askToConfirm's deadline (now + 72 hours unless a caller asks sooner).
 */
export function setPlan(row: PropertyRow, kind: SetTransition, now: Date, answerBy?: Date): Outcome {
  switch (kind) {
    case 'askToConfirm': {
      // Only a public, unsold listing is asked; one already asked keeps the earlier deadline.
      const by = answerBy ?? new Date(now.getTime() + answerWithinMs);
      if (row.soldAt || !isPublic(row, now)) return refuse('ActionForbidden');
      if (row.confirmBy && row.confirmBy <= by) return refuse('ActionForbidden');
      return {
        plan: {
          ...base,
          kind: 'askToConfirm',
          guard: { statuses: ['listed'] },
          changes: { confirmBy: by },
        },
      };
    }
    case 'hideUnconfirmed':
      // Asked and not answered in time: hidden, marked so, until one confirmation shows it again.
      if (row.status !== 'listed' || row.soldAt || !row.confirmBy || row.confirmBy > now)
        return refuse('ActionForbidden');
      return {
        plan: {
          ...base,
          kind: 'hideUnconfirmed',
          guard: { statuses: ['listed'] },
          changes: { status: 'hidden', hiddenUnconfirmedAt: now, confirmBy: null, updatedAt: now },
          events: hidden,
        },
      };
    case 'expire':
      if (!expiresNow(row, now)) return refuse('ActionForbidden');
      return {
        plan: {
          ...base,
          kind: 'expire',
          guard: { statuses: ['listed'], allowSold: true },
          changes: { status: 'expired', updatedAt: now },
          events: (expired) => [{ name: 'listing.expired', payload: { listingId: expired.id } }],
        },
      };
    case 'suspend':
      // The agency was suspended: its listed listings are hidden, marked as hidden by it.
      if (row.status !== 'listed') return refuse('ActionForbidden');
      return {
        plan: {
          ...base,
          kind: 'suspend',
          guard: { statuses: ['listed'], allowSold: true },
          changes: { status: 'hidden', hiddenBySuspensionAt: now, updatedAt: now },
        },
      };
    case 'reinstate': {
      // What the suspension hid is listed again while valid, else expired. It does not enter the
      // public as a new offer (no enterPublic), as before the table (decision 190).
      if (!row.hiddenBySuspensionAt) return refuse('ActionForbidden');
      const valid = row.validUntil !== null && row.validUntil > now;
      return {
        plan: {
          ...base,
          kind: 'reinstate',
          guard: { statuses: 'any', allowSold: true, includeDeleted: true },
          // A question asked before the suspension starts over: its deadline passed while hidden.
          changes: {
            status: valid ? 'listed' : 'expired',
            hiddenBySuspensionAt: null,
            confirmBy: null,
            updatedAt: now,
          },
        },
      };
    }
  }
}

/**
 * The set-based form of a transition over many rows (the repository's expiry, suspension and
 * reinstatement): each row's plan from this table, grouped by identical guard and changes. Only
 * plans without a limit, enterPublic or billing may apply this way; refused rows are left out.
 */
export function setPlans(
  rows: readonly PropertyRow[],
  kind: SetTransition,
  now: Date,
  answerBy?: Date,
): { ids: string[]; guard: Guard; changes: PropertyChanges }[] {
  const groups = new Map<string, { ids: string[]; guard: Guard; changes: PropertyChanges }>();
  for (const row of rows) {
    const outcome = setPlan(row, kind, now, answerBy);
    if (!('plan' in outcome)) continue;
    const { guard, changes, limit, enterPublic, billing } = outcome.plan;
    if (limit || enterPublic || billing) throw new Error(`lifecycle plan ${kind} is not set-based`);
    const key = JSON.stringify([guard, changes]);
    const group = groups.get(key) ?? { ids: [], guard, changes };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
