import { isAllowed, listingStatuses } from '@krov/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validityMs } from './lifecycle.ts';
import type { Outcome, Plan, PlanContext, PropertyRow, Transition } from './lifecycle-plan.ts';
import { type SetTransition, setPlan, setPlans } from './lifecycle-sets.ts';
import { planCreate, planTransition } from './lifecycle-table.ts';
import { isPublic } from './visibility.ts';

/**
 * Decision 190: the lifecycle's table, property-tested as the order states are
 * (payments/payment-rules.test.ts). Random listings in every state, every transition, every
 * context: what each plan does is checked against the rules alone, never against the table.
 */
const now = new Date('2026-11-26T12:00:00Z');
const day = 24 * 3600 * 1000;
/** A moment within 70 days either side of now (the 30 days of validity and of a sold badge). */
const moment = fc
  .integer({ min: -70 * day, max: 70 * day })
  .map((offset) => new Date(now.getTime() + offset));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 2 });

const listing: fc.Arbitrary<PropertyRow> = fc.record({
  id: fc.constant('00000000-0000-4000-8000-000000000001'),
  ownerId: fc.constant('00000000-0000-4000-8000-000000000002'),
  agencyId: maybe(fc.constant('00000000-0000-4000-8000-000000000003')),
  listingType: fc.constantFrom('sell' as const, 'rent' as const),
  status: fc.constantFrom(...listingStatuses),
  soldAt: maybe(moment),
  soldWhileListed: fc.boolean(),
  validUntil: maybe(moment),
  // Renewed a moment ago (a double submit) or long before.
  renewedAt: maybe(fc.constantFrom(new Date(now.getTime() - 5_000), new Date(now.getTime() - 5 * day))),
  hiddenByAdminAt: maybe(moment),
  hiddenBySuspensionAt: maybe(moment),
  confirmedAt: maybe(moment),
  confirmBy: maybe(moment),
  hiddenUnconfirmedAt: maybe(moment),
});

const context: fc.Arbitrary<PlanContext> = fc.record({
  now: fc.constant(now),
  fees: fc.record({ sell: fc.constantFrom(0, 10), rent: fc.constantFrom(0, 5) }),
  agencyApproved: fc.boolean(),
  phoneVerified: fc.boolean(),
});

/** Every transition the table knows, each checked on every generated listing. */
const transitions: Transition[] = [
  ...(
    ['publish', 'renew', 'hide', 'unhide', 'markSold', 'renewExpired', 'adminRestore', 'confirm'] as const
  ).map((kind) => ({ kind })),
  ...(['expire', 'suspend', 'reinstate', 'hideUnconfirmed'] as const).map((kind) => ({ kind })),
  // Asked with the weekly 72 hours, and sooner (two reports: 24 hours).
  { kind: 'askToConfirm', answerBy: new Date(now.getTime() + 72 * 3600 * 1000) },
  { kind: 'askToConfirm', answerBy: new Date(now.getTime() + 24 * 3600 * 1000) },
  ...(['paidPublish', 'paidRenew'] as const).flatMap((kind) =>
    ['sell', 'rent'].map((paidType) => ({ kind, paidType })),
  ),
  { kind: 'refund', paid: 'publish' },
  { kind: 'refund', paid: 'renew' },
  { kind: 'adminHide', reason: 'Lažan oglas' },
];

/** The plan and, when its limit is full, the plan that applies instead. */
function plansOf(outcome: Outcome): Plan[] {
  if (!('plan' in outcome)) return [];
  const { plan } = outcome;
  return plan.limit && plan.limit.whenFull !== 'refuse' ? [plan, plan.limit.whenFull] : [plan];
}

const after = (row: PropertyRow, plan: Plan): PropertyRow => ({ ...row, ...plan.changes }) as PropertyRow;

/** The conditional update matches the listing the plan was made from. */
function guardMatches(row: PropertyRow, plan: Plan): boolean {
  const { guard } = plan;
  if (guard.statuses !== 'any' && !guard.statuses.includes(row.status)) return false;
  if (!guard.allowSold && row.soldAt) return false;
  return guard.validUntil === undefined || guard.validUntil?.getTime() === row.validUntil?.getTime();
}

const limited = (row: PropertyRow) => (row.status === 'listed' || row.status === 'unpaid') && !row.soldAt;
const every = (property: (row: PropertyRow, move: Transition, ctx: PlanContext) => boolean) =>
  fc.assert(
    fc.property(listing, context, (row, ctx) => transitions.every((move) => property(row, move, ctx))),
    { numRuns: 3000 },
  );

describe('the lifecycle table', () => {
  it('enters the public exactly when an unsold listing becomes listed (reinstatement kept as before), and only to be public', () => {
    every((row, move, ctx) =>
      plansOf(planTransition(row, move, ctx)).every((plan) => {
        const next = after(row, plan);
        const becomesListed = next.status === 'listed' && row.status !== 'listed' && !row.soldAt;
        if (plan.enterPublic !== (becomesListed && move.kind !== 'reinstate')) return false;
        return !plan.enterPublic || isPublic(next, now);
      }),
    );
  });

  it('never moves validUntil backwards on a renewal: 30 days from the later of now and its end', () => {
    every((row, move, ctx) => {
      if (!['renew', 'paidRenew', 'renewExpired'].includes(move.kind)) return true;
      return plansOf(planTransition(row, move, ctx)).every((plan) => {
        const until = plan.changes.validUntil as Date;
        const from = Math.max(now.getTime(), row.validUntil?.getTime() ?? 0);
        return until.getTime() === from + validityMs && (!row.validUntil || until > row.validUntil);
      });
    });
  });

  it('refuses, or asks for the fee, without a plan; a plan always matches the listing it was made from', () => {
    every((row, move, ctx) => {
      const outcome = planTransition(row, move, ctx);
      if ('refused' in outcome || 'due' in outcome) return !('plan' in outcome);
      // Asking is no edit of the listing: it alone leaves updatedAt (the owner's "last changed").
      const stamped = (plan: Plan) => plan.changes.updatedAt === now || move.kind === 'askToConfirm';
      return plansOf(outcome).every((plan) => guardMatches(row, plan) && stamped(plan));
    });
  });

  it('refuses an owner what the contracts’ lifecycle table does not allow, and a moderator’s hiding for a renewal', () => {
    every((row, move, ctx) => {
      const owner = ['publish', 'renew', 'hide', 'unhide', 'markSold'] as const;
      const kind = owner.find((action) => action === move.kind);
      if (!kind) return true;
      const outcome = planTransition(row, move, ctx);
      if (!isAllowed(row, kind)) return 'refused' in outcome && outcome.refused === 'ActionForbidden';
      if ((kind === 'renew' || kind === 'unhide') && row.hiddenByAdminAt) return 'refused' in outcome;
      return true;
    });
  });

  it('counts the limit as before: where a listing comes into it, except a refund and a reinstatement', () => {
    every((row, move, ctx) =>
      plansOf(planTransition(row, move, ctx)).every((plan) => {
        const enters = limited(after(row, plan)) && !limited(row);
        const counted = plan.limit !== null;
        if (move.kind === 'refund' || move.kind === 'reinstate') return !counted;
        return counted === enters;
      }),
    );
  });

  it('asks a fee only of a private owner publishing or renewing, and bills only an owner’s free publish or renew', () => {
    every((row, move, ctx) => {
      const outcome = planTransition(row, move, ctx);
      if ('due' in outcome) {
        const fee = ctx.fees[row.listingType];
        return !row.agencyId && fee > 0 && outcome.due === fee && ['publish', 'renew'].includes(move.kind);
      }
      return plansOf(outcome).every(
        (plan) =>
          plan.billing === null ||
          (['publish', 'renew', 'renewExpired'].includes(move.kind) &&
            plan.billing === (move.kind === 'publish' ? 'publish' : 'renew')),
      );
    });
  });

  it('is pure: the same listing, action and context give the same plan', () => {
    every((row, move, ctx) => {
      const strip = (outcome: Outcome) =>
        JSON.stringify(outcome, (_key, value) => (typeof value === 'function' ? 'fn' : value));
      return strip(planTransition(row, move, ctx)) === strip(planTransition({ ...row }, move, { ...ctx }));
    });
  });

  it('applies a set-based transition with each row’s own plan, every row in exactly one group', () => {
    const kinds = fc.constantFrom<SetTransition>(
      'expire',
      'suspend',
      'reinstate',
      'askToConfirm',
      'hideUnconfirmed',
    );
    const rows = fc.uniqueArray(
      listing.chain((row) => fc.uuid().map((id) => ({ ...row, id }))),
      {
        selector: (row) => row.id,
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(rows, kinds, (many, kind) => {
        const groups = setPlans(many, kind, now);
        return many.every((row) => {
          const outcome = setPlan(row, kind, now);
          const holding = groups.filter((group) => group.ids.includes(row.id));
          if (!('plan' in outcome)) return holding.length === 0;
          const [group] = holding;
          return (
            holding.length === 1 && JSON.stringify(group?.changes) === JSON.stringify(outcome.plan.changes)
          );
        });
      }),
    );
  });

  it('counts publishing, renewing, showing again and confirming as a confirmation, and nothing else (decision 230)', () => {
    const confirming = ['publish', 'renew', 'renewExpired', 'paidPublish', 'paidRenew', 'unhide', 'confirm'];
    every((row, move, ctx) =>
      plansOf(planTransition(row, move, ctx)).every((plan) => {
        const { changes } = plan;
        if (confirming.includes(move.kind)) return changes.confirmedAt === now && changes.confirmBy === null;
        return changes.confirmedAt === undefined;
      }),
    );
  });

  it('confirms a public unsold listing in place, shows one hidden as unconfirmed again as an unhide would, refuses the rest', () => {
    every((row, move, ctx) => {
      if (move.kind !== 'confirm') return true;
      const outcome = planTransition(row, move, ctx);
      const asUnconfirmed =
        row.status === 'hidden' &&
        !!row.hiddenUnconfirmedAt &&
        !row.hiddenByAdminAt &&
        !row.hiddenBySuspensionAt;
      if (row.soldAt || !(isPublic(row, now) || asUnconfirmed)) {
        return 'refused' in outcome && outcome.refused === 'ActionForbidden';
      }
      if (!isPublic(row, now) && row.agencyId && !ctx.agencyApproved) {
        return 'refused' in outcome && outcome.refused === 'AgencyNotApproved';
      }
      if (!('plan' in outcome)) return false;
      const next = after(row, outcome.plan);
      const valid = row.validUntil !== null && row.validUntil > now;
      const shown = isPublic(row, now)
        ? next.status === 'listed'
        : next.status === (valid ? 'listed' : 'expired');
      return shown && next.hiddenUnconfirmedAt === (isPublic(row, now) ? row.hiddenUnconfirmedAt : null);
    });
  });

  it('asks only a public unsold listing not asked with an earlier deadline, and hides only one past its deadline', () => {
    every((row, move) => {
      if (move.kind === 'askToConfirm') {
        const outcome = setPlan(row, 'askToConfirm', now, move.answerBy);
        const asks = !row.soldAt && isPublic(row, now) && !(row.confirmBy && row.confirmBy <= move.answerBy);
        if (!asks) return 'refused' in outcome;
        return (
          'plan' in outcome &&
          JSON.stringify(outcome.plan.changes) === JSON.stringify({ confirmBy: move.answerBy })
        );
      }
      if (move.kind === 'hideUnconfirmed') {
        const outcome = setPlan(row, 'hideUnconfirmed', now);
        const due = row.status === 'listed' && !row.soldAt && !!row.confirmBy && row.confirmBy <= now;
        if (!due) return 'refused' in outcome;
        if (!('plan' in outcome)) return false;
        const next = after(row, outcome.plan);
        return (
          next.status === 'hidden' &&
          next.hiddenUnconfirmedAt === now &&
          next.confirmBy === null &&
          !isPublic(next, now)
        );
      }
      return true;
    });
  });

  it('starts a question over when a moderator or a reinstatement shows a listing again (its deadline ran while hidden)', () => {
    every((row, move, ctx) => {
      if (move.kind !== 'adminRestore' && move.kind !== 'reinstate') return true;
      return plansOf(planTransition(row, move, ctx)).every((plan) => plan.changes.confirmBy === null);
    });
  });

  it('creates an unpaid listing counted toward its limit, only for a verified phone', () => {
    expect(planCreate({ now, phoneVerified: false })).toEqual({ refused: 'PhoneNumberNotVerified' });
    const created = planCreate({ now, phoneVerified: true });
    if (!('plan' in created)) throw new Error('no plan');
    expect(created.plan.changes).toEqual({ status: 'unpaid', createdAt: now, updatedAt: now });
    expect(created.plan.limit).toEqual({ whenFull: 'refuse' });
    expect(created.plan.enterPublic).toBe(false);
  });
});
