import { normalizePhoneNumber } from '@krov/contracts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import { refreshTokenLifetimeSeconds } from '../../platform/auth/cookies.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { hashToken, randomToken, successorToken } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

/** Two tabs may present the same refresh token this long after its rotation (docs/product/DECISIONS.md). */
export const refreshGraceSeconds = 10;

export interface Session {
  accessToken: string;
  refreshToken: string;
}

/** Where a login comes from: the client's device id (null when it sent none) and its user agent. */
export interface Device {
  id: string | null;
  userAgent: string | undefined;
}

interface Dependencies {
  repository: AccountsRepository;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  clock: Clock;
  secret: string;
  /** Ending a session ends its access tokens at once too. */
  revocations: Pick<SessionRevocations, 'endSession'>;
}

export function createSessionsService({
  repository,
  passwords,
  accessTokens,
  clock,
  secret,
  revocations,
}: Dependencies) {
  // Verifying against a real hash when the account does not exist keeps the answer's timing
  // from telling which e-mail addresses are registered.
  const decoyHash = passwords.hash('decoy-password-for-timing');

  const refreshExpiry = () => new Date(clock.now().getTime() + refreshTokenLifetimeSeconds * 1000);

  async function findLoginUser(emailOrPhoneNumber: string): Promise<UserRow | undefined> {
    if (emailOrPhoneNumber.includes('@'))
      return repository.userByEmail(emailOrPhoneNumber.trim().toLowerCase());
    const phone = normalizePhoneNumber(emailOrPhoneNumber);
    return phone ? repository.userByVerifiedPhone(phone) : undefined;
  }

  /** A new session: a new refresh-token family and a fresh access token. */
  async function start(user: UserRow, deviceId: string | null): Promise<Session> {
    const refreshToken = randomToken();
    const family = await repository.createFamily(
      user.id,
      deviceId,
      hashToken(refreshToken),
      refreshExpiry(),
      clock.now(),
    );
    const accessToken = await accessTokens.issue({ userId: user.id, role: user.role, sessionId: family.id });
    return { accessToken, refreshToken };
  }

  async function authenticate(emailOrPhoneNumber: string, password: string): Promise<UserRow> {
    const user = await findLoginUser(emailOrPhoneNumber);
    const valid = await passwords.verify(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid) throw new AppError('InvalidEmailOrPassword');
    if (!user.emailVerifiedAt) throw new AppError('EmailNotVerified');
    return user;
  }

  return {
    start,

    /** Checks the password, remembers the device it came from (when it sent its id) and starts a session. */
    async login(emailOrPhoneNumber: string, password: string, device: Device): Promise<Session> {
      const user = await authenticate(emailOrPhoneNumber, password);
      if (device.id) await repository.touchDevice(device.id, user.id, device.userAgent, clock.now());
      return start(user, device.id);
    },

    /**
     * Exchanges a refresh token for its successor. A token used again within the grace period
     * answers the same successor; used again later, it is a theft signal and the family dies.
     */
    async refresh(presented: string): Promise<Session> {
      const now = clock.now();
      const found = await repository.tokenByHash(hashToken(presented));
      if (!found || found.family.revokedAt || found.token.expiresAt <= now)
        throw new AppError('CantReauthenticate');
      const user = await repository.userById(found.family.userId);
      if (!user) throw new AppError('CantReauthenticate');

      const successor = successorToken(secret, presented);
      let rotatedAt = found.token.rotatedAt;
      if (!rotatedAt) {
        const won = await repository.rotate(
          found.token.id,
          found.family.id,
          hashToken(successor),
          refreshExpiry(),
          now,
        );
        if (!won) rotatedAt = now; // a concurrent request rotated it a moment ago
      }
      if (rotatedAt && now.getTime() - rotatedAt.getTime() > refreshGraceSeconds * 1000) {
        await revocations.endSession(found.family.id, 'reuse', now);
        throw new AppError('CantReauthenticate');
      }
      return {
        accessToken: await accessTokens.issue({
          userId: user.id,
          role: user.role,
          sessionId: found.family.id,
        }),
        refreshToken: successor,
      };
    },

    /** Ends the session the refresh token belongs to; unknown tokens are simply ignored. */
    async end(presented: string | undefined): Promise<void> {
      if (!presented) return;
      const found = await repository.tokenByHash(hashToken(presented));
      if (found) await revocations.endSession(found.family.id, 'logout', clock.now());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
