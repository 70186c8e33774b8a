import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import type { SessionCheck } from '../../platform/auth/authenticate.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { rateLimits } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import './chat-events.ts';
import { createChatJobs, startChatJobs, sweepChatPhotosJob, unreadRemindersJob } from './chat.jobs.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { createChatActions } from './chat-actions.service.ts';
import { startChatHub } from './chat-hub.ts';
import { createChatReports } from './chat-reports.ts';

export type { ChatJobs } from './chat.jobs.ts';

export interface ChatModuleDependencies {
  db: Database;
  clock: Clock;
  events: EventBus;
  queue: JobQueue;
  storage: ObjectStorage;
  notifier: Notifier;
  profiles: PublicProfiles;
  listings: Pick<ListingsReader, 'cards' | 'visible'>;
  tokens: AccessTokens;
  sessions: SessionCheck;
  onSessionsEnded(listener: (sessionIds: readonly string[]) => void): void;
  config: {
    env: 'development' | 'production' | 'test';
    publicWebUrl: string;
    redisUrl: string | undefined;
    rateLimitScale: number;
  };
}

/**
 * Messaging: conversations and messages over HTTP (sending is idempotent), message photos, blocks
 * and reports, the hub that pushes what was stored, and the unread-message e-mails.
 */
export async function registerChatModule(app: FastifyInstance, deps: ChatModuleDependencies) {
  const chat = createChatService(deps);
  const actions = createChatActions({ ...deps, reads: chat });
  await app.register(chatRoutes, {
    chat,
    actions,
    reports: createChatReports(deps),
    rateLimits: rateLimits(deps.config.rateLimitScale),
  });
  const jobs = createChatJobs(deps);
  await startChatJobs(deps.queue, jobs);
  const hub = await startChatHub(app, {
    tokens: deps.tokens,
    sessions: deps.sessions,
    onSessionsEnded: deps.onSessionsEnded,
    events: deps.events,
    clock: deps.clock,
    webOrigin: deps.config.publicWebUrl,
    anyHostOfWebPort: deps.config.env !== 'production',
    redisUrl: deps.config.redisUrl,
  });
  return {
    hub,
    /** Run at once by tests (buildApp answers them). */
    jobs,
    periodicJobs: {
      [unreadRemindersJob.name]: () => jobs.sendUnreadReminders(),
      [sweepChatPhotosJob.name]: () => jobs.sweepUnsentPhotos(),
    } as Record<string, () => Promise<unknown>>,
  };
}

export { type ChatReportQueue, createChatReportQueue } from './chat-report-queue.repository.ts';
