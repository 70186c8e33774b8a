import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ListingStatsReader } from '../analytics/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { FileUrl } from '../files/ports.ts';
import type { AgencyListings } from '../listings/index.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { agenciesRoutes } from './agencies.routes.ts';
import { createAgenciesService } from './agencies.service.ts';
import { createAgencyAdmin } from './agency-admin.service.ts';
import { createAgencyDirectory } from './agency-directory.ts';
import { createAgencyStatistics } from './agency-statistics.ts';
import { createAgents } from './agents.service.ts';
import { createInvitationsService } from './invitations.service.ts';

export { type AgencyFacts, createAgencyFacts } from './agency-facts.ts';

export interface AgenciesModuleDependencies {
  db: Database;
  clock: Clock;
  outbox: Pick<Outbox, 'emailIn'>;
  notifier: Notifier;
  profiles: PublicProfiles;
  fileUrl: FileUrl;
  listings: Pick<
    ListingsReader,
    'agencyCounts' | 'agencyListings' | 'publicCountsByAgency' | 'awaitingConfirmationByAgent'
  >;
  stats: Pick<ListingStatsReader, 'sumsBetween'>;
  agencyListings: AgencyListings;
  storage: Pick<ObjectStorage, 'put' | 'delete'>;
  /** The admins' audit log: each admin decision writes its entry (decision 227). */
  audit: AuditRecorder;
  config: { publicWebUrl: string };
}

/**
 * Agencies: the owner's request and edits, the admins' decisions, invitations by e-mail, agents
 * and the public page's data. What other modules ask of agencies (the profile's `me.agency`,
 * listings' and invoices' questions) is not here: `createAgencyFacts`, built before them (app.ts).
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
}
