import type { Me } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import { createPasswordHasher } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { rateLimits } from '../../platform/http/rate-limits.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { type AccountsService, createAccountsService } from './accounts.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createNewDevices } from './new-devices.ts';
import { createPasskeysRepository } from './passkeys.repository.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import { createPasskeysService, relyingPartyOf } from './passkeys.service.ts';
import { createPublicProfiles, type PublicProfiles } from './public-profiles.ts';
import type { SessionRevocations } from './session-revocations.ts';
import { createSessionsService } from './sessions.service.ts';
import { tokensRoutes } from './tokens.routes.ts';
import { createUserSuspensions, type UserSuspensions } from './user-suspensions.ts';
import { usersRoutes } from './users.routes.ts';
import { createVerificationCodes } from './verification-codes.ts';

export interface AccountsModuleDependencies {
  db: Database;
  clock: Clock;
  /** Verification codes go out by e-mail and SMS. */
  outbox: Outbox;
  /** Profile photos. */
  storage: ObjectStorage;
  fileUrl(key: string): string;
  /** The access tokens the platform's authentication checks; sessions issue them. */
  accessTokens: AccessTokens;
  /** Ends sessions at once (made before the authentication plugin, which checks it). */
  revocations: SessionRevocations;
  config: Pick<
    Config,
    'authSecret' | 'passwordHashing' | 'secureCookies' | 'cookieDomain' | 'rateLimitScale' | 'publicWebUrl'
  >;
  /**
   * The user's agency for the profile (`me.agency`): the agencies module's facts, which read only
   * the agencies' tables and are built before accounts (app.ts).
   */
  agencyOf(userId: string): Promise<Me['agency']>;
}

/** Accounts: registration, verification codes, sessions (tokens) and the current user's profile. */
export async function registerAccountsModule(
  app: FastifyInstance,
  deps: AccountsModuleDependencies,
): Promise<{ accounts: AccountsService; profiles: PublicProfiles; suspensions: UserSuspensions }> {
  const { db, clock, config } = deps;
  const repository = createAccountsRepository(db);
  const passwords = createPasswordHasher(config.passwordHashing);
  const accounts = createAccountsService({
    repository,
    codes: createVerificationCodes(repository, clock, config.authSecret),
    passwords,
    outbox: deps.outbox,
    storage: deps.storage,
    clock,
    fileUrl: deps.fileUrl,
    revocations: deps.revocations,
    agencyOf: deps.agencyOf,
  });
  const newDevices = createNewDevices({
    db,
    clock,
    outbox: deps.outbox,
    secret: config.authSecret,
    webUrl: config.publicWebUrl,
    revocations: deps.revocations,
  });
  const sessions = createSessionsService({
    repository,
    passwords,
    accessTokens: deps.accessTokens,
    clock,
    secret: config.authSecret,
    revocations: deps.revocations,
    throttle: createLoginThrottle({ db, clock, secret: config.authSecret }),
    newDevices,
  });
  const passkeys = createPasskeysService({
    passkeys: createPasskeysRepository(db),
    accounts: repository,
    sessions,
    clock,
    // The web's origin is the relying party: the RP ID is its host (decision 238).
    rp: relyingPartyOf(config.publicWebUrl),
  });
  const cookies = { secure: config.secureCookies, domain: config.cookieDomain };
  const limits = rateLimits(config.rateLimitScale);
  await app.register(tokensRoutes, { accounts, sessions, newDevices, cookies, rateLimits: limits });
  await app.register(passkeysRoutes, { passkeys, cookies, rateLimits: limits });
  await app.register(usersRoutes, { accounts, sessions, cookies, rateLimits: limits });
  return {
    accounts,
    profiles: createPublicProfiles({ repository, fileUrl: deps.fileUrl }),
    // An admin's suspension of a user, in the moderation's transaction (decision 228).
    suspensions: createUserSuspensions({ revocations: deps.revocations }),
  };
}

export { createAdminCheck } from './admin-check.ts';
export { createSessionRevocations } from './session-revocations.ts';
