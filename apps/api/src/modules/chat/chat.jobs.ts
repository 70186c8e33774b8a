import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { createChatExtrasRepository } from './chat-extras.repository.ts';

/** Periodic: the unread-message e-mails (and pushes) that fell due. */
export const unreadRemindersJob = defineJob('chat.unread-reminders', noPayload);
/** Periodic: photos uploaded for a message that was never sent. */
export const sweepChatPhotosJob = defineJob('chat.sweep-photos', noPayload);

/** Reminders per transaction: short transactions at any number of members. */
const reminderBatch = 500;
/** An unsent photo is kept this long (a message being written may take a while). */
const unsentPhotoGraceMs = 24 * 3600 * 1000;
const sweepBatch = 500;

interface Dependencies {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  storage: ObjectStorage;
  profiles: Pick<PublicProfiles, 'byIds'>;
}

export function createChatJobs({ db, clock, notifier, storage, profiles }: Dependencies) {
  return {
    /**
     * Tells each member with a due reminder that messages wait: one notification per
     * conversation (its e-mail and push follow the user's settings, in their language),
     * claimed and stored in one transaction, so two instances never send it twice and a crash
     * sends it later instead of never. Answers how many were told.
     */
    async sendUnreadReminders(): Promise<number> {
      let told = 0;
      for (;;) {
        const now = clock.now();
        // The senders' names, read before the transaction (PGlite runs nothing beside an open one).
        const peeked = await createChatExtrasRepository(db).peekDueReminders(now, reminderBatch);
        if (peeked.length === 0) return told;
        const names = await profiles.byIds([...new Set(peeked.map((due) => due.senderId))]);
        const claimed = await db.transaction(async (tx) => {
          const due = await createChatExtrasRepository(tx).claimDueReminders(now, reminderBatch);
          const requests = due.map((reminder) => ({
            userId: reminder.userId,
            kind: 'message' as const,
            type: 'General' as const,
            link: `/messages/${reminder.conversationId}`,
            dedupeKey: `message:${reminder.conversationId}:${now.toISOString()}`,
            params: {
              values: { name: names.get(reminder.senderId)?.name ?? '—', count: reminder.unread },
            },
          }));
          told += await notifier.notifyIn(tx, requests, now);
          return due.length;
        });
        if (claimed === 0) return told;
      }
    },

    /** Removes photos no message took within a day: their rows, then their files. */
    async sweepUnsentPhotos(): Promise<number> {
      const olderThan = new Date(clock.now().getTime() - unsentPhotoGraceMs);
      let removed = 0;
      for (;;) {
        const keys = await createChatExtrasRepository(db).removeUnsentPhotos(olderThan, sweepBatch);
        for (const key of keys) await storage.delete(key);
        removed += keys.length;
        if (keys.length < sweepBatch) return removed;
      }
    },
  };
}

export type ChatJobs = ReturnType<typeof createChatJobs>;

export async function startChatJobs(queue: JobQueue, jobs: ChatJobs): Promise<void> {
  await queue.work(unreadRemindersJob, async () => {
    await jobs.sendUnreadReminders();
  });
  await queue.work(sweepChatPhotosJob, async () => {
    await jobs.sweepUnsentPhotos();
  });
  await queue.schedule(unreadRemindersJob, '* * * * *');
  await queue.schedule(sweepChatPhotosJob, '37 * * * *');
}
