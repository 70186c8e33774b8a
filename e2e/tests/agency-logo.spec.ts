// The agency's logo: the demo agency's owner uploads a PNG on /me/agency, sees it there and on the
// agency's public page, then removes it (the demo agency has none), and the initials come back.
import { bs } from '@krov/messages';
import { expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, test, toast } from '../support.ts';
import { logInAs } from './agency-fixtures.ts';

const owner = { email: 'nermin@demo.krov.ba', password: 'krov-demo-2026' };
const slug = 'sarajevo-nekretnine';
const L = bs.agency.mine.logo;

/** A 96×48 teal PNG, made with sharp once and kept here as bytes. */
const logoPng = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAAAwCAYAAADuFn/PAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVR42u3RMQEAAAQAQQmkFURjIhgtN3yBv8jq0V9hAgAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgAAAEAAAAgBAAAAIAAABACAAAAQAgO4WPgc0LHz+ca4AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The public page is regenerated every few seconds: its HTML, once it shows what is expected. */
async function publicPageShows(page: Page, expected: (html: string) => boolean): Promise<void> {
  await expect
    .poll(async () => expected(await (await page.request.get(`/agency/${slug}`)).text()), {
      timeout: 45_000,
      intervals: [1_000, 2_000, 3_000],
      message: `/agency/${slug} as expected`,
    })
    .toBe(true);
}

test.describe('the agency logo', () => {
  test.afterEach(async ({ page }) => {
    // The demo agency has no logo: whatever happened above, it has none afterwards.
    await apiOf(page.request).answer('removeAgencyLogo', {});
  });

  test('the owner uploads a logo, it shows on the public page, and removes it', async ({
    page,
    context,
    baseURL,
  }) => {
    // The public page is regenerated in the background: each change takes up to two of its periods.
    test.setTimeout(120_000);
    await acceptCookies(context, baseURL ?? webUrl);
    await page.goto('/login?next=%2Fme%2Fagency');
    await logInAs(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/me\/agency$/);
    const section = page.getByTestId('agency-logo-section');
    await expect(section.getByText(L.none)).toBeVisible();
    await expectAccessible(page);

    await section.getByLabel(L.choose, { exact: true }).setInputFiles(logoPng);
    await expect(toast(page, L.uploaded)).toBeVisible();
    const image = section.getByRole('img', { name: L.alt.replace('{agency}', 'Sarajevo Nekretnine') });
    await expect(image).toBeVisible();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/files\/agencies\/[\w-]+\/logo-[\w-]+\.webp$/);
    // The stored file is the clean WebP copy.
    const file = await page.request.get(src);
    expect(file.headers()['content-type']).toBe('image/webp');
    await expectAccessible(page);

    const logoPath = new URL(src, baseURL ?? webUrl).pathname;
    await publicPageShows(page, (html) => html.includes(logoPath));
    await page.goto(`/agency/${slug}`);
    await expect(page.locator(`img[src$="${logoPath}"]`)).toBeVisible();

    await page.goto('/me/agency');
    await section.getByRole('button', { name: L.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: L.confirm }).click();
    await expect(toast(page, L.removed)).toBeVisible();
    await expect(section.getByText(L.none)).toBeVisible();
    await expect(section.getByTestId('agency-logo')).toHaveAttribute('data-logo', '');
    await publicPageShows(page, (html) => html.includes('Sarajevo Nekretnine') && !html.includes(logoPath));
  });
});
