import { moderationEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import { type AuditLog, createAuditLog } from './audit-log.repository.ts';

/**
 * The admins' audit log (issue 29, decision 227): built first, handed to every module whose
 * admins act (moderation, agencies, payments), which write their entries in their transactions;
 * GET /api/admin/audit-log lists them.
 */
export function createAuditModule(deps: { db: Database; profiles: Pick<PublicProfiles, 'contactsByIds'> }) {
  const log = createAuditLog(deps);
  return {
    recorder: log,
    async register(app: FastifyInstance): Promise<void> {
      await app.register(auditRoutes, { log });
    },
  };
}

async function auditRoutes(app: FastifyInstance, { log }: { log: AuditLog }) {
  route(app, moderationEndpoints.adminAuditLog, async (request) => log.list(request.query));
}
