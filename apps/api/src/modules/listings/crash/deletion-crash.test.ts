import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../../test/test-engine.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import {
  databaseForChild,
  ownerWithListing,
  removeTempFolders,
  runChild,
  secret,
  tempFolder,
} from './crash-fixtures.ts';
import type { CrashPoint } from './deletion-crash.child.ts';

/**
 * A listing's deletion and the job that removes its photos commit together or not at all. A
 * child process deletes a listing through the real api and is killed (SIGKILL) at a point of the
 * deleting transaction; the database it leaves behind (PGlite's folder after recovery, or the
 * server, which rolls back the dead connection's transaction) holds both or neither.
 */
const child = fileURLToPath(new URL('./deletion-crash.child.ts', import.meta.url));
afterAll(removeTempFolders);

/** What the crash left: whether the listing is deleted, and how many removal jobs name it. */
async function leftBehind(database: DatabaseHandle, listingId: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [listing] = await rows(
    sql`select deleted_at is not null as deleted from properties where id = ${listingId}`,
  );
  const [jobs] = await rows(
    sql`select count(*)::int as count from pgboss.job where name = 'photos.remove' and data->>'propertyId' = ${listingId}`,
  );
  return { deleted: listing?.deleted === true, removalJobs: Number(jobs?.count) };
}

describe('a crash while a listing is deleted', () => {
  const cases: Array<[CrashPoint, { deleted: boolean; removalJobs: number }]> = [
    ['after-deletion', { deleted: false, removalJobs: 0 }],
    ['after-job', { deleted: false, removalJobs: 0 }],
    ['after-commit', { deleted: true, removalJobs: 1 }],
  ];
  it.each(cases)(
    'killed %s: both the deletion and its photo removal, or neither',
    async (crashAt, expected) => {
      const { place, open } = await databaseForChild();
      const before = await open();
      const { ownerId, listingId } = await ownerWithListing(before);
      await before.close();

      const { signal, output } = await runChild(child, {
        engine: testEngine(),
        ...place,
        uploadsDir: tempFolder(),
        ownerId,
        listingId,
        secret,
        crashAt,
      });
      expect(signal, output).toBe('SIGKILL');

      const after = await open();
      try {
        expect(await leftBehind(after, listingId)).toEqual(expected);
      } finally {
        await after.close();
      }
    },
    120_000,
  );
});
