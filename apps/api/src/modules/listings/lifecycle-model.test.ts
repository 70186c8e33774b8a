import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Decision 190, through the real routes and database: random sequences of an owner's actions, a
 * moderator's hiding and restoring, and the days passing (the expire job) on one listing. After
 * every step, whatever the table decided: a refused request changed nothing; the alerts' job of
 * enterPublic was staged exactly once when an unsold listing became listed, and never otherwise;
 * a renewal never moved the validity backwards.
 */
let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

type Command =
  | {
      kind:
        | 'publish'
        | 'renew'
        | 'hide'
        | 'unhide'
        | 'sold'
        | 'renew-all'
        | 'admin-hide'
        | 'admin-restore'
        | 'suspend'
        | 'reinstate';
    }
  | { kind: 'days'; days: number };

const ownCommands: Command[] = [
  { kind: 'publish' },
  { kind: 'renew' },
  { kind: 'hide' },
  { kind: 'unhide' },
  { kind: 'sold' },
  { kind: 'renew-all' },
  { kind: 'admin-hide' },
  { kind: 'admin-restore' },
  { kind: 'days', days: 1 },
  { kind: 'days', days: 31 },
];

/** Publish, hide, show, a moderator's hiding and restoring, renew, expire, renew all, sold. */
const everyAction: Command[] = [
  ...(['publish', 'hide', 'unhide', 'admin-hide', 'admin-restore', 'renew'] as const).map((kind) => ({
    kind,
  })),
  { kind: 'days', days: 31 },
  { kind: 'days', days: 31 },
  { kind: 'renew-all' },
  { kind: 'sold' },
];

interface Stored {
  row: Record<string, unknown>;
  matches: number;
}

/**
 * The listing's whole row, and the alerts' jobs staged for it. Without its offer group and lead:
 * the grouping's job (listings/offers, issue 30) writes those beside the lifecycle, at any moment.
 */
async function stored(listingId: string): Promise<Stored> {
  const { rows } = (await test.database.db.execute(
    sql`select to_jsonb(p) - 'search_document' - 'offer_group_id' - 'offer_lead' as row,
      (select count(*)::int from pgboss.job where name = 'alerts.match' and data->>'listingId' = ${listingId}) as matches
      from properties p where p.id = ${listingId}`,
  )) as unknown as { rows: Array<{ row: Record<string, unknown>; matches: number }> };
  const [found] = rows;
  if (!found) throw new Error('the listing is gone');
  return { row: found.row, matches: Number(found.matches) };
}

/** One run's listing: its owner, and its agency (for a suspension). */
interface Subject {
  user: Seller;
  id: string;
  agencyId?: string;
}

/** Runs one command; answers the HTTP status (the expire job: 200). */
async function perform({ user, id, agencyId }: Subject, command: Command): Promise<number> {
  const api = client(test);
  const reason = { reason: 'Provjera modela životnog ciklusa.' };
  switch (command.kind) {
    case 'publish':
    case 'renew':
    case 'hide':
    case 'unhide':
      return (await api.post(`/api/properties/${id}/${command.kind}`, user.auth)).statusCode;
    case 'sold':
      return (await api.post(`/api/properties/${id}/mark-sold`, user.auth)).statusCode;
    case 'renew-all':
      return (await api.post('/api/users/me/properties/renew-all', user.auth)).statusCode;
    case 'admin-hide':
      return (await api.post(`/api/admin/properties/${id}/hide`, admin.auth, reason)).statusCode;
    case 'admin-restore':
      return (await api.post(`/api/admin/properties/${id}/restore`, admin.auth, reason)).statusCode;
    case 'suspend':
    case 'reinstate':
      return (await api.post(`/api/admin/agencies/${agencyId}/${command.kind}`, admin.auth, reason))
        .statusCode;
    case 'days':
      await advanceClock(test, command.days * day, user, admin);
      await test.jobs.listings.expireDue();
      return 200;
  }
}

/** What the runs saw, to show they reached every action and both outcomes. */
interface Seen {
  done: Set<string>;
  refusals: number;
  entries: number;
}

/**
 * Runs random sequences of `commands` on a new listing each (`start`), checking after every step:
 * a refusal changed nothing; the alerts' job was staged once exactly when an unsold listing
 * became listed (an agency's reinstatement: never, decision 190); a renewal kept or extended the
 * validity.
 */
async function model(start: () => Promise<Subject>, commands: Command[], example: Command[]): Promise<Seen> {
  const seen: Seen = { done: new Set(), refusals: 0, entries: 0 };
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...commands), { minLength: 1, maxLength: 10 }),
      async (sequence) => {
        const subject = await start();
        for (const [index, command] of sequence.entries()) {
          const step = `${index}: ${JSON.stringify(command)} of ${JSON.stringify(sequence)}`;
          // Apart from a double submit's window (a renew within 10 s is refused as a repeat).
          test.clock.advance(11_000);
          const before = await stored(subject.id);
          const status = await perform(subject, command);
          const after = await stored(subject.id);
          if (status >= 400) {
            expect(after, step).toEqual(before);
            seen.refusals += 1;
            continue;
          }
          seen.done.add(command.kind);
          const entered =
            before.row.status !== 'listed' &&
            after.row.status === 'listed' &&
            before.row.sold_at === null &&
            command.kind !== 'reinstate';
          expect(after.matches - before.matches, step).toBe(entered ? 1 : 0);
          if (entered) seen.entries += 1;
          if (command.kind === 'renew' || command.kind === 'renew-all') {
            const was = before.row.valid_until as string | null;
            const now = after.row.valid_until as string | null;
            if (was)
              expect(new Date(now ?? 0).getTime(), step).toBeGreaterThanOrEqual(new Date(was).getTime());
          }
        }
      },
    ),
    // One path through every action, besides the random ones.
    { numRuns: 40, examples: [[example]] },
  );
  return seen;
}

const kindsOf = (commands: Command[]) => [...new Set(commands.map((command) => command.kind))].sort();

describe('the lifecycle, over any sequence of actions', () => {
  it('of a private listing: changes nothing when refused, enters the public once per listing, never shortens a validity', async () => {
    const seen = await model(
      async () => {
        const user = await seller(test);
        return { user, id: (await createListing(test, user)).id };
      },
      ownCommands,
      everyAction,
    );
    expect([...seen.done].sort()).toEqual(kindsOf(ownCommands));
    expect(seen.refusals).toBeGreaterThan(0);
    expect(seen.entries).toBeGreaterThan(0);
  }, 240_000);

  it('of an agency’s listing, its agency suspended and reinstated: the same', async () => {
    const commands: Command[] = [...ownCommands, { kind: 'suspend' }, { kind: 'reinstate' }];
    const seen = await model(
      async () => {
        const { owner, agency } = await approvedAgency(test, admin);
        return { user: owner, id: (await createListing(test, owner)).id, agencyId: agency.id };
      },
      commands,
      [{ kind: 'publish' }, { kind: 'suspend' }, { kind: 'reinstate' }, ...everyAction.slice(1)],
    );
    expect(seen.done).toContain('suspend');
    expect(seen.done).toContain('reinstate');
    expect(seen.entries).toBeGreaterThan(0);
  }, 240_000);
});
