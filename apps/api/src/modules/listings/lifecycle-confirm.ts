import {
  asRead,
  base,
  confirmedChanges,
  type Outcome,
  type PlanContext,
  type PropertyRow,
  refuse,
  subject,
} from './lifecycle-plan.ts';
import { isPublic } from './visibility.ts';

/**
 * "Still available" (issue 29, decision 230): a public, unsold listing is confirmed where it is; one
 * the lifecycle hid as unconfirmed (and nothing else hides) is confirmed and shown again exactly as
 * its owner's unhide would show it: listed while valid (entering the public, counted toward the
 * limit), else expired. Anything else (unpaid, expired, sold, hidden by its owner, a moderator or a
 * suspension) is refused.
 */
export function confirmPlan(row: PropertyRow, ctx: PlanContext): Outcome {
  const { now } = ctx;
  if (row.soldAt) return refuse('ActionForbidden');
  if (row.status === 'listed' && isPublic(row, now)) {
    return {
      plan: {
        ...base,
        kind: 'confirm',
        guard: asRead(row),
        changes: { ...confirmedChanges(now), updatedAt: now },
      },
    };
  }
  const hiddenAsUnconfirmed =
    row.status === 'hidden' && row.hiddenUnconfirmedAt && !row.hiddenByAdminAt && !row.hiddenBySuspensionAt;
  if (!hiddenAsUnconfirmed) return refuse('ActionForbidden');
  if (row.agencyId && !ctx.agencyApproved) return refuse('AgencyNotApproved');
  const valid = row.validUntil !== null && row.validUntil > now;
  const status = valid ? ('listed' as const) : ('expired' as const);
  return {
    plan: {
      ...base,
      kind: 'confirm',
      guard: asRead(row),
      changes: { status, ...confirmedChanges(now), hiddenUnconfirmedAt: null, updatedAt: now },
      limit: valid ? { whenFull: 'refuse' } : null,
      enterPublic: valid,
      events: (shown) => [{ name: 'listing.unhidden', payload: { ...subject(shown), status } }],
    },
  };
}
