import type { Database } from '../../platform/db/database.ts';
import { createReportsRepository } from './reports.repository.ts';

/**
 * Items the system itself puts into the admins' queue (a report without a reporter), inside the
 * transaction of the change they are about: issue 30's `not_same_property`, an advertiser's word
 * that two grouped listings are different properties, for an admin to review (decision 247).
 */
export function createSystemFlags() {
  return {
    async flagIn(
      tx: Database,
      flag: { propertyId: string; reason: 'not_same_property'; text: string; createdAt: Date },
    ): Promise<void> {
      await createReportsRepository(tx).flag(flag);
    },
  };
}

export type SystemFlags = ReturnType<typeof createSystemFlags>;
