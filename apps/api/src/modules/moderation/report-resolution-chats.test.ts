import type {
  AdminAuditLogResponse,
  AdminReportsResponse,
  AdminResolveReportResponse,
} from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { notificationsOf } from '../../../test/alerts-fixtures.ts';
import { send } from '../../../test/chat-fixtures.ts';
import { client, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Reports of conversations and users in the admins' queue (issue 29, decisions 226, 228): by
 * conversation and by reported member, resolved through chat's port.
 */
let test: TestApp;
let admin: Seller;
beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const resolve = (id: string, body: object, by: Seller = admin) =>
  client(test).post(`/api/admin/reports/${id}/resolve`, by.auth, body);
const queue = async (query = '') =>
  ok<AdminReportsResponse>(await client(test).get(`/api/admin/reports${query}`, admin.auth));
const auditLog = async (query = '') =>
  ok<AdminAuditLogResponse>(await client(test).get(`/api/admin/audit-log${query}`, admin.auth));
const kindsOf = async (user: Seller, kind: string) =>
  (await notificationsOf(test, user)).filter((item) => item.kind === kind);

describe('reports of conversations and users', () => {
  it('land in the queue by conversation and by user; suspending the reported member resolves them', async () => {
    const offender = await seller(test);
    const first = await seller(test);
    const second = await seller(test);
    const one = await send(test, offender, { userId: first.id, text: 'Uplatite avans na ovaj račun.' });
    const two = await send(test, offender, { userId: second.id, text: 'Pošaljite kod s kartice.' });
    for (const [by, chatId] of [
      [first, one.chatId],
      [second, two.chatId],
    ] as const)
      expect(
        (
          await client(test).post(`/api/chats/${chatId}/report`, by.auth, {
            reason: 'Traži novac unaprijed.',
          })
        ).statusCode,
      ).toBe(204);

    const chats = await queue('?subject=chat');
    const item = chats.items.find((each) => each.id === one.chatId);
    expect(item).toMatchObject({
      subject: 'chat',
      count: 1,
      reasons: { chat: 1 },
      latest: [{ text: 'Traži novac unaprijed.' }],
      listing: null,
      user: { userId: offender.id },
      chat: { id: one.chatId },
    });
    expect(item?.chat?.messages[0]?.text).toBe('Uplatite avans na ovaj račun.');
    expect(item?.chat?.members.map((member) => member.userId).sort()).toEqual([offender.id, first.id].sort());
    // Without a subject: listings and conversations together.
    expect((await queue()).items.map((each) => each.id)).toEqual(
      expect.arrayContaining([one.chatId, two.chatId]),
    );
    const users = await queue('?subject=user');
    expect(users.items.find((each) => each.id === offender.id)).toMatchObject({ subject: 'user', count: 2 });

    refused(
      await resolve(offender.id, { action: 'hide_listing', reason: 'Nema oglasa.' }),
      403,
      'ActionForbidden',
    );
    expect(
      ok<AdminResolveReportResponse>(
        await resolve(offender.id, { action: 'suspend_user', reason: 'Prevara.' }),
      ),
    ).toEqual({ id: offender.id, subject: 'user', action: 'suspend_user', resolved: 2 });
    expect((await client(test).get('/api/users/me', offender.auth)).statusCode).toBe(401);
    expect((await queue('?subject=chat')).items.map((each) => each.id)).not.toContain(one.chatId);
    expect((await kindsOf(first, 'report'))[0]?.title).toBe('Korisnik kojeg ste prijavili je suspendovan');
    expect((await kindsOf(second, 'report'))[0]?.description).toContain(offender.name);
    expect(
      (await auditLog('?action=report.suspend_user')).items.find((entry) => entry.subject.id === offender.id),
    ).toMatchObject({
      subject: { type: 'user', id: offender.id },
      details: { reports: 2, userId: offender.id },
    });
  });

  it('a conversation’s report dismissed: its reporter is told, the member stays', async () => {
    const member = await seller(test);
    const reporter = await seller(test);
    const sent = await send(test, member, { userId: reporter.id, text: 'Dobar dan.' });
    await client(test).post(`/api/chats/${sent.chatId}/report`, reporter.auth, { reason: 'Neugodan.' });
    expect(
      ok<AdminResolveReportResponse>(
        await resolve(sent.chatId, { action: 'dismiss', reason: 'Uljudan razgovor.' }),
      ),
    ).toMatchObject({ subject: 'chat', resolved: 1 });
    expect((await client(test).get('/api/users/me', member.auth)).statusCode).toBe(200);
    expect((await kindsOf(reporter, 'report'))[0]?.description).toContain('Uljudan razgovor.');
  });
});
