import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ListingStatsReader } from '../analytics/ports.ts';
import type { FileUrl } from '../files/ports.ts';
import type { AgencyListings } from '../listings/index.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { createAgenciesRepository } from './agencies.repository.ts';
import { agenciesRoutes } from './agencies.routes.ts';
import { createAgenciesService } from './agencies.service.ts';
import { createAgencyAdmin } from './agency-admin.service.ts';
import { createAgencyDirectory } from './agency-directory.ts';
import { createAgencyStatistics } from './agency-statistics.ts';
import { createAgents } from './agents.service.ts';
import { createInvitationsService } from './invitations.service.ts';

export interface AgenciesModuleDependencies {
  db: Database;
  clock: Clock;
  outbox: Pick<Outbox, 'emailIn'>;
  notifier: Notifier;
  profiles: PublicProfiles;
  fileUrl: FileUrl;
  listings: Pick<ListingsReader, 'agencyCounts' | 'agencyListings' | 'publicCountsByAgency'>;
  stats: Pick<ListingStatsReader, 'sumsBetween'>;
  agencyListings: AgencyListings;
  storage: Pick<ObjectStorage, 'put' | 'delete'>;
  config: { publicWebUrl: string };
}

/**
 * Agencies: the owner's request and edits, the admins' decisions, invitations by e-mail, agents
 * and the public page's data. Answers the profile's short form of a user's agency (`me.agency`).
 */
export async function registerAgenciesModule(app: FastifyInstance, deps: AgenciesModuleDependencies) {
  const agencies = createAgenciesService(deps);
  const invitations = createInvitationsService({ ...deps, agencies, webUrl: deps.config.publicWebUrl });
  const agents = createAgents(deps);
  const admin = createAgencyAdmin(deps);
  const statistics = createAgencyStatistics({ ...deps, agencies });
  await app.register(agenciesRoutes, {
    agencies,
    invitations,
    agents,
    admin,
    statistics,
    directory: createAgencyDirectory(deps),
    profiles: deps.profiles,
  });
  const repository = createAgenciesRepository(deps.db);
  return {
    agencyOf: (userId: string) => agencies.summaryOf(userId),
    listingAgencies: agencies.forListings,
    /** The name and address an invoice names the agency by when its owner gave no billing details. */
    partyOf: async (agencyId: string) => {
      const agency = await repository.byId(agencyId);
      return agency ? { name: agency.name, address: agency.address } : null;
    },
  };
}
