import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AgencyListings } from '../listings/index.ts';
import { createAgenciesRepository } from './agencies.repository.ts';

/**
 * Leaving an agency: the owner removes an agent, or an agent leaves (naming themself). In one
 * transaction the membership ends and the agency's listings the agent created or held return to
 * the owner, unassigned: nothing is lost. The owner cannot be removed; anyone else is NotFound.
 */
export function createAgents({
  db,
  clock,
  agencyListings,
}: {
  db: Database;
  clock: Clock;
  agencyListings: AgencyListings;
}) {
  const repository = createAgenciesRepository(db);
  return {
    async remove(callerId: string, agentId: string): Promise<void> {
      const membership = await repository.membershipOf(callerId);
      if (!membership) throw new AppError('AgencyNotFound');
      const leaving = callerId === agentId;
      if (!leaving && membership.role !== 'owner') throw new AppError('ActionForbidden');
      const { agency } = membership;
      const now = clock.now();
      const forget = await db.transaction(async (tx) => {
        if (!(await createAgenciesRepository(tx).removeAgent(agency.id, agentId))) {
          // Not one of the agency's agents (or the owner, who cannot leave their own agency).
          throw new AppError(leaving ? 'ActionForbidden' : 'UserNotFound');
        }
        return agencyListings.returnToOwnerIn(tx, agency.id, agentId, agency.ownerId, now);
      });
      forget();
    },
  };
}

export type Agents = ReturnType<typeof createAgents>;
