import type { AdminChatReportsResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import { createChatRepository } from './chat.repository.ts';
import { createChatExtrasRepository } from './chat-extras.repository.ts';
import { messageViews } from './message-view.ts';

const reportsShown = 100;
const messagesShown = 20;
const tipsWindowMs = 30 * 24 * 3600 * 1000;

/** The admins' view of reported conversations (reading them is what a report asks for). */
export function createChatReports(deps: {
  db: Database;
  clock: Clock;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
}) {
  const extras = createChatExtrasRepository(deps.db);
  const chats = createChatRepository(deps.db);
  return {
    async list(): Promise<AdminChatReportsResponse> {
      const reports = await extras.reports(reportsShown);
      const people = await deps.profiles.contactsByIds([
        ...new Set(reports.flatMap((report) => [report.reporterId, ...report.memberIds])),
      ]);
      const person = (userId: string) => {
        const found = people.get(userId);
        return { userId, name: found?.name ?? '—', email: found?.email ?? '' };
      };
      const items: AdminChatReportsResponse['items'] = [];
      for (const report of reports) {
        const rows = await chats.messagesPage(report.conversationId, null, messagesShown);
        items.push({
          id: report.id,
          chatId: report.conversationId,
          reason: report.reason,
          createdAt: report.createdAt.toISOString(),
          reporter: person(report.reporterId),
          members: report.memberIds.map(person),
          messages: messageViews(rows, await chats.photosOf(rows.map((row) => row.id))),
        });
      }
      const counts = await extras.safetyTipCounts(new Date(deps.clock.now().getTime() - tipsWindowMs));
      return {
        items,
        safetyTips: {
          phone: counts.get('phone') ?? 0,
          link: counts.get('link') ?? 0,
          offPlatform: counts.get('offPlatform') ?? 0,
          money: counts.get('money') ?? 0,
        },
      };
    },
  };
}

export type ChatReports = ReturnType<typeof createChatReports>;
