import type { FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PublicProfiles } from './public-profiles.ts';

/** Answers the caller's id when they are an admin; everyone else NotFound. */
export type AdminGuard = (request: FastifyRequest) => Promise<string>;

/**
 * The admin area's guard (docs/decisions/142): the stored role, read at every request (a role taken
 * away counts at once, not when the token expires); everyone else gets NotFound, so the admin area
 * never admits it exists.
 */
export function createAdminGuard(profiles: Pick<PublicProfiles, 'contactsByIds'>): AdminGuard {
  return async (request) => {
    const userId = currentUserId(request);
    const user = (await profiles.contactsByIds([userId])).get(userId);
    if (user?.role !== 'admin') throw new AppError('NotFound');
    return userId;
  };
}
