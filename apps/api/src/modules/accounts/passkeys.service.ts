import type { Language, PasskeyResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type AccountsRepository, isUniqueViolation } from './accounts.repository.ts';
import { describeDevice } from './device-description.ts';
import type { ChallengePurpose, PasskeyRow, PasskeysRepository } from './passkeys.repository.ts';
import type { Device, Session, SessionsService } from './sessions.service.ts';

/** How long a ceremony's challenge works (decision 238): time to touch a key, not to replay it later. */
export const challengeMinutes = 5;

/** The relying party: the web's origin and its host (the RP ID), from PUBLIC_WEB_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicWebUrl: string): RelyingParty {
  const url = new URL(publicWebUrl);
  return { id: url.hostname, origin: url.origin, name: 'Krov' };
}

/** The user handle a passkey carries: the account's id, as bytes. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/**
 * Passkeys (issue 30 point 4, decisions 237–239). The WebAuthn checks are @simplewebauthn/server's
 * (origin, RP ID hash, signature, user presence, the counter); this service keeps what it cannot:
 * each challenge used once and only for a few minutes (passkey_challenges), the credentials and
 * their counters (passkeys), and a passkey login that ends as the password login does.
 */
export function createPasskeysService(deps: {
  passkeys: PasskeysRepository;
  accounts: Pick<AccountsRepository, 'userById'>;
  sessions: Pick<SessionsService, 'loggedIn'>;
  clock: Clock;
  rp: RelyingParty;
}) {
  const { passkeys, clock, rp } = deps;
  const challengeMs = challengeMinutes * 60_000;

  async function issue(challenge: string, purpose: ChallengePurpose, userId: string | null) {
    const now = clock.now();
    await passkeys.storeChallenge({
      challenge,
      purpose,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + challengeMs),
    });
  }

  /**
   * The challenge the authenticator signed (in clientDataJSON), used up: a replay, one past its
   * minutes, or one never issued for this purpose (and this user) is PasskeyChallengeExpired.
   */
  async function consume(clientDataJSON: string, purpose: ChallengePurpose, userId: string | null) {
    let challenge: unknown;
    try {
      challenge = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')).challenge;
    } catch {
      throw new AppError('PasskeyNotAccepted');
    }
    if (typeof challenge !== 'string' || challenge.length === 0) throw new AppError('PasskeyNotAccepted');
    const row = await passkeys.consumeChallenge(challenge, purpose, clock.now());
    if (!row || row.userId !== userId) throw new AppError('PasskeyChallengeExpired');
    return challenge;
  }

  /** The library refuses by throwing or by `verified: false`: either is PasskeyNotAccepted. */
  async function verified<T extends { verified: boolean }>(check: () => Promise<T>): Promise<T> {
    const result = await check().catch(() => undefined);
    if (!result?.verified) throw new AppError('PasskeyNotAccepted');
    return result;
  }

  const answer = (row: PasskeyRow): PasskeyResponse => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  /** "Chrome on Linux" from the registering browser, else "Passkey 2" (decision 238). */
  async function defaultName(userId: string, language: Language, userAgent: string | undefined) {
    const { browserName, system } = describeDevice(userAgent);
    if (browserName && system)
      return translate(language, 'email.passkeyName', { browser: browserName, system });
    const number = (await passkeys.countOfUser(userId)) + 1;
    return translate(language, 'email.passkeyNameUnknown', { number });
  }

  return {
    async registrationOptions(userId: string) {
      const user = await deps.accounts.userById(userId);
      if (!user) throw new AppError('Unauthorized');
      const existing = await passkeys.ofUser(userId);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: userHandleOf(user.id),
        userDisplayName: user.name,
        timeout: challengeMs,
        attestationType: 'none',
        // A discoverable credential: the login asks for no e-mail address.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        excludeCredentials: existing.map((row) => ({
          id: row.id,
          transports: row.transports ? row.transports.split(',') : [],
        })),
      });
      await issue(options.challenge, 'register', userId);
      return { ...options };
    },

    async register(
      userId: string,
      credential: RegistrationResponseJSON,
      name: string | undefined,
      userAgent: string | undefined,
    ): Promise<PasskeyResponse> {
      const user = await deps.accounts.userById(userId);
      if (!user) throw new AppError('Unauthorized');
      const challenge = await consume(credential.response.clientDataJSON, 'register', userId);
      const { registrationInfo } = await verified(() =>
        verifyRegistrationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: false,
        }),
      );
      if (!registrationInfo) throw new AppError('PasskeyNotAccepted');
      const { credential: made } = registrationInfo;
      try {
        const row = await passkeys.insert({
          id: made.id,
          userId,
          publicKey: Buffer.from(made.publicKey).toString('base64url'),
          counter: made.counter,
          transports: (credential.response.transports ?? []).join(','),
          name: name ?? (await defaultName(userId, user.language, userAgent)),
          createdAt: clock.now(),
        });
        return answer(row);
      } catch (error) {
        // The same authenticator registered twice (or another account's credential id).
        if (isUniqueViolation(error, 'passkeys_pkey')) throw new AppError('PasskeyNotAccepted');
        throw error;
      }
    },

    /** Discoverable: no allowed credentials are named, so the browser offers any passkey of this site. */
    async loginOptions() {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: challengeMs,
        userVerification: 'preferred',
      });
      await issue(options.challenge, 'login', null);
      return { ...options };
    },

    async login(
      credential: AuthenticationResponseJSON,
      device: Device,
      language?: Language,
    ): Promise<Session> {
      const challenge = await consume(credential.response.clientDataJSON, 'login', null);
      const passkey = await passkeys.byId(credential.id);
      if (!passkey) throw new AppError('PasskeyNotAccepted');
      const handle = credential.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url'))
        throw new AppError('PasskeyNotAccepted');
      // The library refuses a counter that did not grow (a cloned authenticator) unless both are 0.
      const { authenticationInfo } = await verified(() =>
        verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
          },
          requireUserVerification: false,
        }),
      );
      const now = clock.now();
      if (!(await passkeys.recordUse(passkey.id, passkey.counter, authenticationInfo.newCounter, now)))
        throw new AppError('PasskeyNotAccepted');
      const user = await deps.accounts.userById(passkey.userId);
      if (!user) throw new AppError('PasskeyNotAccepted');
      return deps.sessions.loggedIn(user, device, language);
    },

    async list(userId: string) {
      return { passkeys: (await passkeys.ofUser(userId)).map(answer) };
    },

    /** Another user's passkey answers as one that does not exist. */
    async rename(userId: string, id: string, name: string): Promise<PasskeyResponse> {
      const row = await passkeys.rename(userId, id, name);
      if (!row) throw new AppError('NotFound');
      return answer(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await passkeys.remove(userId, id))) throw new AppError('NotFound');
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
