import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
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
  | { kind: 'publish' | 'renew' | 'hide' | 'unhide' | 'sold' | 'renew-all' | 'admin-hide' | 'admin-restore' }
  | { kind: 'days'; days: number };

const commands = fc.constantFrom<Command>(
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
);

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

/** The listing's whole row, and the alerts' jobs staged for it. */
async function stored(listingId: string): Promise<Stored> {
  const { rows } = (await test.database.db.execute(
    sql`select to_jsonb(p) - 'search_document' as row,
      (select count(*)::int from pgboss.job where name = 'alerts.match' and data->>'listingId' = ${listingId}) as matches
      from properties p where p.id = ${listingId}`,
  )) as unknown as { rows: Array<{ row: Record<string, unknown>; matches: number }> };
  const [found] = rows;
  if (!found) throw new Error('the listing is gone');
  return { row: found.row, matches: Number(found.matches) };
}

/** Runs one command; answers the HTTP status (the expire job: 200). */
async function perform(user: Seller, id: string, command: Command): Promise<number> {
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
    case 'days':
      await advanceClock(test, command.days * day, user, admin);
      await test.app.listingsJobs.expireDue();
      return 200;
  }
}

describe('the lifecycle, over any sequence of actions', () => {
  it('changes nothing when refused, enters the public once per listing, and never shortens a validity', async () => {
    const done = new Set<string>();
    let refusals = 0;
    let entries = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commands, { minLength: 1, maxLength: 10 }), async (sequence) => {
        const user = await seller(test);
        const { id } = await createListing(test, user);
        for (const [index, command] of sequence.entries()) {
          const step = `${index}: ${JSON.stringify(command)} of ${JSON.stringify(sequence)}`;
          // Apart from a double submit's window (a renew within 10 s is refused as a repeat).
          test.clock.advance(11_000);
          const before = await stored(id);
          const status = await perform(user, id, command);
          const after = await stored(id);
          if (status >= 400) {
            expect(after, step).toEqual(before);
            refusals += 1;
            continue;
          }
          done.add(command.kind);
          const entered =
            before.row.status !== 'listed' && after.row.status === 'listed' && before.row.sold_at === null;
          expect(after.matches - before.matches, step).toBe(entered ? 1 : 0);
          if (entered) entries += 1;
          if (command.kind === 'renew' || command.kind === 'renew-all') {
            const was = before.row.valid_until as string | null;
            const now = after.row.valid_until as string | null;
            if (was)
              expect(new Date(now ?? 0).getTime(), step).toBeGreaterThanOrEqual(new Date(was).getTime());
          }
        }
      }),
      {
        numRuns: 60,
        // One path through every action, besides the random ones.
        examples: [[everyAction]],
      },
    );
    // The sequences reached every action, and both outcomes.
    expect([...done].sort()).toEqual(
      [
        'admin-hide',
        'admin-restore',
        'days',
        'hide',
        'publish',
        'renew',
        'renew-all',
        'sold',
        'unhide',
      ].sort(),
    );
    expect(refusals).toBeGreaterThan(0);
    expect(entries).toBeGreaterThan(0);
  }, 240_000);
});
