import { agencyEndpoints as e } from '@krov/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { readingMultipart } from '../../platform/http/multipart-failure.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AgenciesService } from './agencies.service.ts';
import type { AgencyAdmin } from './agency-admin.service.ts';
import type { AgencyDirectory } from './agency-directory.ts';
import { logoBytesMax } from './agency-logo.ts';
import type { AgencyStatistics } from './agency-statistics.ts';
import type { Agents } from './agents.service.ts';
import type { InvitationsService } from './invitations.service.ts';

interface Options {
  agencies: AgenciesService;
  invitations: InvitationsService;
  agents: Agents;
  admin: AgencyAdmin;
  statistics: AgencyStatistics;
  directory: AgencyDirectory;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
}

export async function agenciesRoutes(app: FastifyInstance, options: Options) {
  const { agencies, invitations, agents, admin, statistics, directory, profiles } = options;

  /** The caller and their stored address (an invitation is for one address). */
  async function caller(request: FastifyRequest) {
    const userId = currentUserId(request);
    const contact = (await profiles.contactsByIds([userId])).get(userId);
    if (!contact) throw new AppError('Unauthorized');
    return contact;
  }

  route(app, e.myAgency, async (request) => agencies.mine(currentUserId(request)));
  route(app, e.createAgency, async (request) => agencies.create(currentUserId(request), request.body));
  route(app, e.updateAgency, async (request) => agencies.update(currentUserId(request), request.body));
  route(app, e.uploadAgencyLogo, async (request) => {
    if (!request.isMultipart()) throw new AppError('BadRequest');
    const bytes = await readingMultipart(async () => {
      const file = await request.file({ limits: { fileSize: logoBytesMax, files: 1 } });
      if (file?.fieldname !== 'logo') throw new AppError('BadRequest');
      return file.toBuffer();
    });
    return agencies.setLogo(currentUserId(request), bytes);
  });
  route(app, e.removeAgencyLogo, async (request) => agencies.removeLogo(currentUserId(request)));
  route(app, e.agencies, async (request) => directory.page(request.query));
  route(app, e.publicAgency, async (request) => agencies.publicBySlug(request.params.slug));

  route(app, e.invitations, async (request) => invitations.list(currentUserId(request)));
  route(app, e.invite, async (request) => invitations.invite(currentUserId(request), request.body.email));
  route(app, e.resendInvitation, async (request) =>
    invitations.resend(currentUserId(request), request.params.id),
  );
  route(app, e.revokeInvitation, async (request) => {
    await invitations.revoke(currentUserId(request), request.params.id);
    return undefined;
  });
  route(app, e.invitation, async (request) => invitations.preview(request.params.token));
  route(app, e.acceptInvitation, async (request) => {
    const user = await caller(request);
    return invitations.accept(user.userId, user.email, request.params.token);
  });
  route(app, e.declineInvitation, async (request) => {
    await invitations.decline((await caller(request)).email, request.params.token);
    return undefined;
  });

  route(app, e.agents, async (request) => agencies.agents(currentUserId(request)));
  route(app, e.removeAgent, async (request) => {
    await agents.remove(currentUserId(request), request.params.userId);
    return undefined;
  });

  route(app, e.agencyStatistics, async (request) =>
    statistics.statistics(currentUserId(request), request.query.days),
  );
  route(app, e.agencyStatisticsCsv, async (request, reply) => {
    const csv = await statistics.csv(currentUserId(request), request.query.days);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statistics-${request.query.days}-days.csv"`)
      .send(csv);
  });

  route(app, e.adminAgencies, async (request) => admin.list(request.query.status));
  for (const [endpoint, decision] of [
    [e.approveAgency, 'approve'],
    [e.suspendAgency, 'suspend'],
    [e.reinstateAgency, 'reinstate'],
  ] as const) {
    route(app, endpoint, async (request) =>
      admin.decide(currentUserId(request), request.params.id, decision, request.body.reason),
    );
  }
  route(app, e.verifyAgencyRegister, async (request) =>
    admin.verifyRegister(currentUserId(request), request.params.id, request.body.reason),
  );
}
