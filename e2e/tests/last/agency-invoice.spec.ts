// An agency pays its monthly invoice (issue 17). The demo agency's listings published by the specs
// before this one went on its draft for this month; the api's clock moves to the 1st of the next
// month (so it runs in the `last` project) and the issuing job issues the invoice. The owner pays
// it from /me/agency/invoices through the sandbox and downloads its PDF.
import { isSuccess } from '@krov/client';
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { apiOf } from '../../api.ts';
import { webUrl } from '../../ports.ts';
import { acceptCookies, expectAccessible, test } from '../../support.ts';
import { logInAs } from '../agency-fixtures.ts';
import { publishFlat } from '../alerts-fixtures.ts';
import { cards, P, payInSandbox } from '../payment-fixtures.ts';

const owner = { email: 'nermin@demo.krov.ba', password: 'krov-demo-2026' };
const I = bs.agency.invoices;
const xhr = { 'x-requested-with': 'e2e' };

/**
 * Seconds from now to 01:00 UTC (02:00 or 03:00 in Sarajevo) on the 1st of a month after the
 * listing's month has ended: the next month's, or the one after when now is within two days of a
 * month's end (near midnight the listing's Sarajevo month may already be the next one).
 */
function secondsToAMonthsEnd(now: Date): number {
  const soon = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
  const first = Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth() + 1, 1, 1, 0, 0);
  return Math.ceil((first - now.getTime()) / 1000);
}

test.use({ locale: 'bs-BA' });

test('the agency’s owner pays the month’s invoice in the sandbox and downloads its PDF', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL ?? webUrl);
  const api = await playwright.request.newContext({ extraHTTPHeaders: xhr });
  const client = apiOf(api);
  const login = await client.answer('login', {
    body: { emailOrPhoneNumber: owner.email, password: owner.password },
  });
  expect(isSuccess(login.status)).toBe(true);
  // An agency listing is published at once and billed: it goes on this month's draft.
  await publishFlat(api, 205_000);
  const advanced = await client.answer('advanceClock', {
    body: { seconds: secondsToAMonthsEnd(new Date()) },
  });
  expect(isSuccess(advanced.status)).toBe(true);
  expect((await client.answer('runJob', { params: { name: 'invoices.issue-due' } })).status).toBe(204);
  await api.dispose();

  // The clock moved past the browser's session too: log in now.
  await page.goto('/login?next=%2Fme%2Fagency%2Finvoices');
  await logInAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/me\/agency\/invoices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(I.title);
  const table = page.getByRole('table', { name: I.caption });
  await expect(table).toBeVisible();
  const issued = table
    .getByRole('row')
    .filter({ hasText: /KRV-\d{4}-\d{6}/ })
    .first();
  await expect(issued).toContainText(I.statuses.unpaid);
  const number = (await issued.textContent())?.match(/KRV-\d{4}-\d{6}/)?.[0] ?? '';
  expect(number).not.toBe('');
  await expectAccessible(page);

  // The PDF: a real PDF named after the invoice.
  const pdfLink = issued.getByRole('link', { name: I.pdfNamed.replace('{number}', number) });
  const href = await pdfLink.getAttribute('href');
  expect(href).toContain('.pdf');
  const pdf = await page.request.get(new URL(href ?? '', baseURL ?? webUrl).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Pay: the order, /payment, the sandbox's approved card, success; the invoice is paid.
  await issued
    .getByRole('button', { name: new RegExp(`^${I.payNamed.split('{number}')[0]}${number}`) })
    .click();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await page.getByRole('button', { name: new RegExp(`^${P.pay.split('{amount}')[0]}`) }).click();
  await payInSandbox(page, cards.approved);
  await expect(page.getByRole('heading', { name: P.success.title })).toBeVisible({ timeout: 20_000 });
  await page.goto('/me/agency/invoices');
  await expect(
    page.getByRole('table', { name: I.caption }).getByRole('row').filter({ hasText: number }),
  ).toContainText(I.statuses.paid);
});
