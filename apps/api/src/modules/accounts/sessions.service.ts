import { type Language, normalizePhoneNumber } from '@krov/contracts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import { refreshTokenLifetimeSeconds } from '../../platform/auth/cookies.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { hashToken, randomToken, successorToken } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AccountsRepository, UserRow } from './accounts.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { NewDevices } from './new-devices.ts';
import type { SessionRevocations } from './session-revocations.ts';

/** Two tabs may present the same refresh token this long after its rotation (docs/product/DECISIONS.md). */
export const refreshGraceSeconds = 10;

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** The refresh-token family (new-devices.ts names it in its e-mail's link). */
  sessionId: string;
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
  /** Wrong passwords paced per account name, from any address. */
  throttle: LoginThrottle;
  /** A login from a device the user was not seen with is mailed to the user (issue 30). */
  newDevices: Pick<NewDevices, 'isNew' | 'tell'>;
}

export function createSessionsService({
  repository,
  passwords,
  accessTokens,
  clock,
  secret,
  revocations,
  throttle,
  newDevices,
}: Dependencies) {
  // Verifying against a real hash when the account does not exist keeps the answer's timing
  // from telling which e-mail addresses are registered.
  const decoyHash = passwords.hash('decoy-password-for-timing');

  const refreshExpiry = () => new Date(clock.now().getTime() + refreshTokenLifetimeSeconds * 1000);

  /** The account name as stored: a lower-case address, or an E.164 number (else as typed). */
  function accountNameOf(emailOrPhoneNumber: string): string {
    if (emailOrPhoneNumber.includes('@')) return emailOrPhoneNumber.trim().toLowerCase();
    return normalizePhoneNumber(emailOrPhoneNumber) ?? emailOrPhoneNumber.trim().toLowerCase();
  }

  async function findLoginUser(accountName: string): Promise<UserRow | undefined> {
    if (accountName.includes('@')) return repository.userByEmail(accountName);
    return accountName.startsWith('+') ? repository.userByVerifiedPhone(accountName) : undefined;
  }

  /** A new session: a new refresh-token family and a fresh access token. */
  async function start(user: UserRow, deviceId: string | null): Promise<Session> {
    // Suspended by an admin (issue 29): told so, after the password was right (no account is
    // confirmed to a guesser).
    if (user.suspendedAt) throw new AppError('AccountSuspended');
    const refreshToken = randomToken();
    const family = await repository.createFamily(
      user.id,
      deviceId,
      hashToken(refreshToken),
      refreshExpiry(),
      clock.now(),
    );
    const accessToken = await accessTokens.issue({ userId: user.id, role: user.role, sessionId: family.id });
    return { accessToken, refreshToken, sessionId: family.id };
  }

  /**
   * A login whose credentials were checked (a password or a passkey): remembers the device it came
   * from (when it sent its id); when the login carries a language chosen on the device while
   * logged out, makes it the account's: the latest choice wins (docs/decisions/176); starts the
   * session, and tells the user when the device is new to the account (decision 239).
   */
  async function loggedIn(user: UserRow, device: Device, chosenLanguage?: Language): Promise<Session> {
    if (user.suspendedAt) throw new AppError('AccountSuspended');
    const isNew = await newDevices.isNew(user.id, device.id);
    if (device.id) await repository.touchDevice(device.id, user.id, device.userAgent, clock.now());
    let current = user;
    if (chosenLanguage && chosenLanguage !== user.language) {
      current = (await repository.updateUser(user.id, { language: chosenLanguage })) ?? user;
    }
    const session = await start(current, device.id);
    if (isNew) await newDevices.tell(current, session.sessionId, device.userAgent);
    return session;
  }

  /**
   * Checks the password, paced per account name (login-throttle.ts) unless the device has logged
   * in to this account before: its owner is never kept out by someone else's guesses.
   */
  async function authenticate(emailOrPhoneNumber: string, password: string, deviceId: string | null) {
    const accountName = accountNameOf(emailOrPhoneNumber);
    const user = await findLoginUser(accountName);
    const trusted = user && deviceId ? await repository.deviceBelongsTo(deviceId, user.id) : false;
    if (!trusted) await throttle.attempt(accountName);
    const valid = await passwords.verify(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid) throw new AppError('InvalidEmailOrPassword');
    await throttle.succeeded(accountName);
    if (!user.emailVerifiedAt) throw new AppError('EmailNotVerified');
    return user;
  }

  return {
    start,
    loggedIn,

    /** Checks the password, then logs in as every login does (loggedIn). */
    async login(
      emailOrPhoneNumber: string,
      password: string,
      device: Device,
      chosenLanguage?: Language,
    ): Promise<Session> {
      return loggedIn(await authenticate(emailOrPhoneNumber, password, device.id), device, chosenLanguage);
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
      if (!user || user.suspendedAt) throw new AppError('CantReauthenticate');

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
        sessionId: found.family.id,
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
