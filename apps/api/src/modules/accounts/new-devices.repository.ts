import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { devices, refreshTokenFamilies } from './accounts.schema.ts';

/** What the new-device check reads: the devices and sessions a user had before (decision 239). */
export function createNewDevicesRepository(db: Database) {
  return {
    /** Whether the user ever had a session, on any device. */
    async hadSession(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokenFamilies.id })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Whether the device was seen with the user: it registered the account or last logged in to
     * it (devices), or one of the user's sessions, ended or not, began on it.
     */
    async seenWith(userId: string, deviceId: string): Promise<boolean> {
      const [device] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)));
      if (device) return true;
      const sessions = await db
        .select({ id: refreshTokenFamilies.id })
        .from(refreshTokenFamilies)
        .where(and(eq(refreshTokenFamilies.userId, userId), eq(refreshTokenFamilies.deviceId, deviceId)))
        .limit(1);
      return sessions.length > 0;
    },
  };
}
