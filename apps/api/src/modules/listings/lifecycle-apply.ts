import type { EventBus } from '../../platform/events/event-bus.ts';
import type { AgencyBilling } from './agency-billing.ts';
import { enterPublic } from './history/relisting.ts';
import type { AfterEvent, Plan } from './lifecycle-plan.ts';
import { limitOf } from './listing-agencies.ts';
import type { ListingsTransaction, NewProperty, PropertyRow } from './listings.repository.ts';

/** What applying a plan needs besides the transaction. */
export interface ApplyDeps {
  events: Pick<EventBus, 'stage'>;
  /** Where an agency listing's publish or renew is billed (a plan with `billing` needs it). */
  billing?: AgencyBilling;
}

/**
 * A plan applied: the row as changed, the plan that applied (the limit's fallback, when full), the
 * events to announce after the commit. Or nothing changed: the limit is full (`PropertyLimit`), or
 * the listing is no longer as it was read (`stale`: a concurrent change won).
 */
export type Applied =
  | { row: PropertyRow; plan: Plan; events: AfterEvent[] }
  | { refused: 'PropertyLimit' | 'stale' };

/** The instant a plan was made for (every plan sets `updatedAt`). */
function atOf(plan: Plan): Date {
  const at = plan.changes.updatedAt;
  if (!(at instanceof Date)) throw new Error(`lifecycle plan ${plan.kind} without updatedAt`);
  return at;
}

/**
 * The one place a lifecycle plan changes a listing, inside the caller's transaction (holding the
 * lock its limit is counted under): the limit, the conditional update, enterPublic (history,
 * lineage, the alerts' job) exactly when the plan says so, and the agency's invoice line.
 * `limitCounted`: the caller counted the limit for a whole batch (renew all).
 */
export async function applyPlan(
  tx: ListingsTransaction,
  row: PropertyRow,
  plan: Plan,
  deps: ApplyDeps,
  options: { limitCounted?: boolean } = {},
): Promise<Applied> {
  let chosen = plan;
  if (plan.limit && !options.limitCounted) {
    const count = await tx.listings.countLimited(row.ownerId, row.id, row.agencyId ?? undefined);
    if (count >= limitOf(row).max) {
      if (plan.limit.whenFull === 'refuse') return { refused: 'PropertyLimit' };
      chosen = plan.limit.whenFull;
    }
  }
  const now = atOf(chosen);
  const changed = await tx.listings.update(row.id, row.ownerId, chosen.guard, chosen.changes);
  if (!changed) return { refused: 'stale' };
  if (chosen.enterPublic) await enterPublic(tx, changed, now, deps.events);
  if (chosen.billing && changed.agencyId && changed.validUntil) {
    if (!deps.billing) throw new Error(`lifecycle plan ${chosen.kind} bills without billing`);
    const { id: propertyId, agencyId, listingType, address, validUntil } = changed;
    const line = { agencyId, propertyId, action: chosen.billing, listingType, address, validUntil };
    await deps.billing.stageIn(tx.db, line, now);
  }
  return { row: changed, plan: chosen, events: chosen.events(changed) };
}

/** The create plan: a new row (its own columns in `values`), counted toward its limit first. */
export async function insertPlanned(
  tx: ListingsTransaction,
  values: Omit<NewProperty, 'status' | 'createdAt' | 'updatedAt'>,
  plan: Plan,
): Promise<Applied> {
  const agencyId = values.agencyId ?? null;
  if (plan.limit) {
    const count = await tx.listings.countLimited(values.ownerId, undefined, agencyId ?? undefined);
    if (count >= limitOf({ agencyId, ownerId: values.ownerId }).max) return { refused: 'PropertyLimit' };
  }
  const row = await tx.listings.insert({ ...values, ...plan.changes } as NewProperty);
  return { row, plan, events: plan.events(row) };
}

/** Announces a plan's events once its transaction committed. */
export async function announce(events: Pick<EventBus, 'emit'>, after: readonly AfterEvent[]): Promise<void> {
  for (const event of after)
    await (events.emit as (name: string, payload: unknown) => Promise<void>)(event.name, event.payload);
}
