// Helpers shared by the e2e specs: the development mailbox, accessibility checks, unique data.
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiOf } from './api.ts';
import { apiUrl as productApiUrl } from './ports.ts';

/**
 * Playwright's `test`, failing any test during which a page logged a MISSING_MESSAGE: a client
 * component used a text its page does not send (its feature's client-messages.ts, listed in
 * apps/web/src/app/_shell/page-messages.ts), which shows as the text's key. Every context counts: the test's own and those it opens itself.
 */
export const test = base.extend<{ textsComplete: undefined }>({
  textsComplete: [
    async ({ context, browser }, use) => {
      const missing: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) {
            missing.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
          }
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(missing, 'texts missing from the page (MISSING_MESSAGE)').toEqual([]);
    },
    { auto: true },
  ],
});

/** The api of the product the Playwright config starts (see playwright.config.ts). */
export const apiUrl = productApiUrl;

export interface MailboxMessage {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

/**
 * The newest 200 captured messages, newest first; with `to`, that recipient's only (a burst to
 * others, such as a week's availability questions to every owner, cannot push theirs out).
 */
export async function mailbox(request: APIRequestContext, to?: string): Promise<MailboxMessage[]> {
  return (await apiOf(request).call('mailboxMessages', { query: { to } })) as MailboxMessage[];
}

/** The newest message id now: codes sent after it are the ones an action caused. */
export async function mailboxMark(request: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await mailbox(request)).map((message) => message.id));
}

/**
 * The first message to `to` after `mark` with a 6-digit code (mail goes out through a job: poll).
 * Messages without a code in between (a new-device notice after a login, issue 30) are passed over.
 */
export async function messageWithCodeSentTo(
  request: APIRequestContext,
  to: string,
  mark: number,
): Promise<MailboxMessage & { code: string }> {
  let found: (MailboxMessage & { code: string }) | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request, to))
          .filter((m) => m.id > mark)
          .map((m) => ({ ...m, code: m.text.match(/\b(\d{6})\b/)?.[1] ?? '' }))
          .find((m) => m.code !== '');
        return Boolean(found);
      },
      { timeout: 20_000, message: `a code sent to ${to}` },
    )
    .toBe(true);
  return found as MailboxMessage & { code: string };
}

export async function codeSentTo(request: APIRequestContext, to: string, mark: number): Promise<string> {
  return (await messageWithCodeSentTo(request, to, mark)).code;
}

/**
 * No serious or critical axe violation (WCAG 2.1 A and AA rules), and none at all of the two
 * structure rules a screen reader's user meets first: all content in landmarks (`region`) and
 * headings that do not skip levels (`heading-order`).
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const structure = await new AxeBuilder({ page }).withRules(['region', 'heading-order']).analyze();
  const blocking = [
    ...results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    ),
    ...structure.violations,
  ].map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(blocking).toEqual([]);
}

/**
 * React has hydrated this element: it carries its props. A field filled before that is typed into
 * the server's HTML, which no handler hears (on a busy machine hydration can take seconds).
 */
export async function expectHydrated(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

export function uniqueRun(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A Bosnian mobile number nobody has: +387 6x and six random digits. */
export function uniquePhone(operator: '61' | '62' = '61'): string {
  return `+387${operator}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** A stored number ("+38762585663") as the listing shows it when revealed: "+387 62 585 663". */
export function phoneAsShown(e164: string): string {
  return `${e164.slice(0, 4)} ${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
}

/** The cookie notice floats over the page's bottom; accepted up front, it covers no button. */
export async function acceptCookies(context: BrowserContext, webUrl: string): Promise<void> {
  await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: webUrl }]);
}

export function toast(page: Page, text: string) {
  return page.locator('.Toastify').getByText(text, { exact: true });
}

/** The password of every user the specs register (newUser). */
export const testUserPassword = 'e2e-lozinka-2026';

export interface TestUser {
  email: string;
  phone: string;
}

/**
 * A fresh user, registered and e-mail-verified through the api with the development mailbox's
 * codes. With `verifyPhone`, `request` logs in as them and verifies the phone number too. Specs
 * make their users once per worker (beforeAll): the api limits registrations (5) and logins (10)
 * per minute and address.
 */
export async function newUser(
  request: APIRequestContext,
  { name, tag, verifyPhone }: { name: string; tag: string; verifyPhone: boolean },
): Promise<TestUser> {
  const user = { email: `e2e-${tag}-${uniqueRun()}@example.ba`, phone: uniquePhone('62') };
  // Each call fails the test with the api's key unless it succeeds (201 for the registration).
  const api = apiOf(request);
  let mark = await mailboxMark(request);
  await api.call('register', {
    body: {
      name,
      email: user.email,
      phoneNumber: user.phone,
      password: testUserPassword,
      passwordConfirmation: testUserPassword,
    },
  });
  const emailCode = await codeSentTo(request, user.email, mark);
  await api.call('verifyEmailCode', { body: { email: user.email, code: emailCode } });
  if (verifyPhone) {
    await api.call('login', { body: { emailOrPhoneNumber: user.email, password: testUserPassword } });
    mark = await mailboxMark(request);
    await api.call('requestPhoneCode', { body: {} });
    const smsCode = await codeSentTo(request, user.phone, mark);
    await api.call('verifyPhoneCode', { body: { code: smsCode } });
  }
  return user;
}

/** Two small JPEGs (48×36, terracotta and blue), made with sharp once and kept here as bytes. */
export function testJpegs(namePrefix: string) {
  return [
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAkADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AkAJTSgAAAAAAAAAAAAAAAP/Z',
    '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAkADADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCAtJQAAAAAAAAAAAAAAAD/9k=',
  ].map((base64, index) => ({
    name: `${namePrefix}-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}
