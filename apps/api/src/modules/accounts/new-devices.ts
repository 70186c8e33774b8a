import { hmacOf, sameSecret } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { createAccountsRepository, type UserRow } from './accounts.repository.ts';
import { describeDevice } from './device-description.ts';
import { renderNewDeviceEmail } from './new-device-email.ts';
import { createNewDevicesRepository } from './new-devices.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * New devices (issue 30 point 5, decisions 239 and 240). A login, by password or passkey, from a
 * device the user was not seen with before mails the user which device, browser and time, with a
 * link that ends exactly that session. The link's token is the session's id signed with the
 * server's secret: nothing to store, and single-use by nature, since an ended session stays ended.
 */
export function createNewDevices(deps: {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  secret: string;
  webUrl: string;
  revocations: Pick<SessionRevocations, 'endSession'>;
}) {
  const seen = createNewDevicesRepository(deps.db);
  const accounts = createAccountsRepository(deps.db);
  const sign = (sessionId: string) => hmacOf(deps.secret, `end-session:${sessionId}`);

  return {
    /**
     * Whether a login now, from this device, is from a new one; asked before the login is
     * recorded. The account's first session is never new (nothing was seen before; its owner just
     * proved the address). A login that names no device (a script, a client without the device
     * cookie) cannot be recognised at all: it is not mailed about, or every such login would be.
     */
    async isNew(userId: string, deviceId: string | null): Promise<boolean> {
      if (deviceId === null || !(await seen.hadSession(userId))) return false;
      return !(await seen.seenWith(userId, deviceId));
    },

    /** Remembers the device an account was registered from (decision 239); none: nothing. */
    async registeredFrom(userId: string, device: { id: string | null; userAgent: string | undefined }) {
      if (device.id) await accounts.touchDevice(device.id, userId, device.userAgent, deps.clock.now());
    },

    /** The e-mail about the session just begun on a new device (through the outbox's queue). */
    async tell(user: UserRow, sessionId: string, userAgent: string | undefined): Promise<void> {
      const token = `${sessionId}.${sign(sessionId)}`;
      await deps.outbox.email(
        renderNewDeviceEmail(user.language, {
          to: user.email,
          name: user.name,
          description: describeDevice(userAgent),
          at: deps.clock.now(),
          endUrl: `${deps.webUrl}/session/end?token=${encodeURIComponent(token)}`,
        }),
      );
    },

    /**
     * The e-mail's link: ends the session it names. A token this api did not sign is LinkInvalid;
     * a session already ended (by the link, a logout, a password change) is LinkExpired.
     */
    async endByLink(token: string): Promise<void> {
      const [id, signature, extra] = token.split('.');
      if (
        !id ||
        !signature ||
        extra !== undefined ||
        !uuidPattern.test(id) ||
        !sameSecret(signature, sign(id))
      )
        throw new AppError('LinkInvalid');
      if (!(await accounts.familyIsLive(id))) throw new AppError('LinkExpired');
      await deps.revocations.endSession(id, 'new-device-link', deps.clock.now());
    },
  };
}

export type NewDevices = ReturnType<typeof createNewDevices>;
