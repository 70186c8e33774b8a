// Mail: the development mailbox without SMTP, and delivery over a real SMTP server.
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailbox } from '../src/modules/devmailbox/devmailbox.schema.ts';
import { newRegistration, post } from './accounts-fixtures.ts';
import { createPlatformTestApp, getOn, within } from './platform-fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';
import { codeIn, createTestApp, type TestApp } from './test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createPlatformTestApp();
});
afterAll(() => test.close());

const get = getOn(() => test);

describe('development mailbox (no SMTP configured)', () => {
  it('lists captured messages newest first, with to, subject, text and sentAt', async () => {
    const first = newRegistration();
    const second = newRegistration();
    expect((await post(test.app, '/api/tokens/register', first)).statusCode).toBe(201);
    await test.waitForMessage(first.email);
    expect(
      (await post(test.app, '/api/tokens/register', second, { 'accept-language': 'en' })).statusCode,
    ).toBe(201);
    await test.waitForMessage(second.email);

    const response = await get('/dev/mailbox/messages');
    expect(response.statusCode).toBe(200);
    const messages = response.json() as Array<Record<string, unknown>>;
    const firstAt = messages.findIndex((m) => m.to === first.email);
    const secondAt = messages.findIndex((m) => m.to === second.email);
    expect(firstAt).toBeGreaterThan(-1);
    expect(secondAt).toBeGreaterThan(-1);
    expect(secondAt).toBeLessThan(firstAt);
    const newest = messages[secondAt];
    expect(Object.keys(newest ?? {}).sort()).toEqual(['id', 'kind', 'sentAt', 'subject', 'text', 'to']);
    expect(newest).toMatchObject({
      kind: 'email',
      to: second.email,
      subject: translate('en', 'email.verifyEmail.subject'),
    });
    expect(codeIn(newest as { text: string })).toMatch(/^\d{6}$/);
    expect(new Date(String(newest?.sentAt)).toISOString()).toBe(newest?.sentAt);
  });

  it('lists one recipient’s messages only when asked with `to` (a burst to others never hides theirs)', async () => {
    const first = newRegistration();
    const second = newRegistration();
    for (const registration of [first, second]) {
      expect((await post(test.app, '/api/tokens/register', registration)).statusCode).toBe(201);
      await test.waitForMessage(registration.email);
    }
    const response = await get(`/dev/mailbox/messages?to=${encodeURIComponent(first.email)}`);
    expect(response.statusCode).toBe(200);
    const messages = response.json() as Array<{ to: string }>;
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((message) => message.to))).toEqual(new Set([first.email]));
  });

  it('shows the same messages as a page', async () => {
    const registration = newRegistration();
    expect((await post(test.app, '/api/tokens/register', registration)).statusCode).toBe(201);
    await test.waitForMessage(registration.email);
    const response = await get('/dev/mailbox', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<title>${translate('en', 'devMailbox.title')}</title>`);
    expect(response.body).toContain(registration.email);
    expect(response.body).toContain(translate('bs', 'email.verifyEmail.subject'));
  });
});

describe('mail over a real SMTP server', () => {
  let server: TestSmtpServer;
  let smtp: TestApp;

  beforeAll(async () => {
    server = await startSmtpServer({ user: 'krov', pass: 'smtp-lozinka' });
    smtp = await createTestApp({
      smtpUrl: `smtp://krov:smtp-lozinka@127.0.0.1:${server.port}`,
      devMailbox: false,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
  });

  it('sends the verification e-mail through SMTP, and the mailed code works', async () => {
    const registration = newRegistration();
    const response = await post(smtp.app, '/api/tokens/register', registration, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);

    const mail = await within(server.firstMail, 20_000, 'the SMTP delivery');
    expect(mail.user).toBe('krov');
    expect(mail.rcptTo).toEqual([registration.email]);
    expect(mail.raw).toMatch(
      new RegExp(`^Subject: ${translate('en', 'email.verifyEmail.subject')}\\r$`, 'm'),
    );
    const code = mail.raw.match(
      new RegExp(`${translate('en', 'email.verifyEmail.codeLabel')}: (\\d{6})`),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(smtp.app, '/api/users/verify-email/verify-code', {
      email: registration.email,
      code,
    });
    expect(verified.statusCode).toBe(204);
    // Nothing went to the development mailbox instead.
    expect(await smtp.database.db.select().from(devMailbox)).toHaveLength(0);
  });

  it('does not serve the development mailbox when SMTP is configured', async () => {
    for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
      const response = await smtp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NotFound' });
    }
  });
});
