import type {
  NotificationsResponse,
  SavedSearchesResponse,
  SavedSearchResponse,
  SearchFiltersInput,
} from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { createDevMailboxStore } from '../src/modules/devmailbox/devmailbox.store.ts';
import { client, ok } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

type Auth = { auth: Record<string, string> };

export async function saveSearch(
  test: TestApp,
  user: Auth,
  filters: SearchFiltersInput,
  notifyFrequency: 'instant' | 'daily' | 'never' = 'instant',
): Promise<SavedSearchResponse> {
  return ok(
    await client(test).post('/api/users/me/saved-searches', user.auth, { filters, notifyFrequency }),
    201,
  );
}

export async function savedSearches(test: TestApp, user: Auth): Promise<SavedSearchResponse[]> {
  return ok<SavedSearchesResponse>(await client(test).get('/api/users/me/saved-searches', user.auth)).items;
}

export async function notificationsOf(test: TestApp, user: Auth): Promise<NotificationsResponse['items']> {
  return ok<NotificationsResponse>(await client(test).get('/api/users/me/notifications?limit=50', user.auth))
    .items;
}

export async function unreadOf(test: TestApp, user: Auth): Promise<number> {
  return ok<{ count: number }>(await client(test).get('/api/users/me/notifications/unread-count', user.auth))
    .count;
}

/** Every e-mail the development mailbox holds for the address, oldest first. */
export async function mailsTo(test: TestApp, address: string) {
  const all = await createDevMailboxStore(test.database.db).list(1000);
  return all.filter((message) => message.to === address && message.kind === 'email').reverse();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The queues between a change and its e-mail or push. */
const deliveryQueues = [
  'alerts.match',
  'saved.price-drop',
  'notifications.deliver',
  'notifications.push',
  'mail.send',
];

/**
 * Waits until every queued match, delivery, push and e-mail job has run, so what was not sent by
 * then is never sent (the deadline only guards against a hang: a failing job stays queued).
 */
export async function drained(test: TestApp): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const result = (await test.database.db.execute(
      sql`select count(*)::int as waiting from pgboss.job
          where name in (${sql.join(
            deliveryQueues.map((name) => sql`${name}`),
            sql`, `,
          )})
            and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: { waiting: number }[] };
    if (result.rows[0]?.waiting === 0) return;
    await sleep(25);
  }
  throw new Error('the delivery queues did not drain');
}

/** The e-mails the address got once everything queued was delivered. */
export async function deliveredMails(test: TestApp, address: string) {
  await drained(test);
  return mailsTo(test, address);
}
