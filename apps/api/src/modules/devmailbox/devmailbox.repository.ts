import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { devMailbox } from './devmailbox.schema.ts';

export interface CapturedMessage {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  sentAt: Date;
}

export type NewCapturedMessage = Pick<
  CapturedMessage,
  'kind' | 'to' | 'subject' | 'text' | 'html' | 'headers'
>;

/** The captured e-mails and SMS of the development mailbox. */
export function createDevMailboxRepository(db: Database) {
  return {
    async insert(message: NewCapturedMessage): Promise<void> {
      await db.insert(devMailbox).values(message);
    },
    /** Newest first; only those sent to `to` when given. */
    list: (limit: number, to?: string): Promise<CapturedMessage[]> =>
      db
        .select()
        .from(devMailbox)
        .where(to === undefined ? undefined : eq(devMailbox.to, to))
        .orderBy(desc(devMailbox.id))
        .limit(limit),
  };
}
