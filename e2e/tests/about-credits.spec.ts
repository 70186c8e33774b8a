// The places data's licences ask for their credits where the product shows the data (apps/api/data/places/README.md):
// /about names each source with its link and licence, OpenStreetMap's under the ODbL (issue 31).
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, test } from '../support.ts';

test('/about credits every places source, OpenStreetMap with its ODbL licence', async ({ context, page }) => {
  await acceptCookies(context, webUrl);
  await page.goto('/about');
  const sources = page.getByRole('region', { name: bs.about.sourcesTitle });
  for (const credit of Object.values(bs.about.credits)) await expect(sources.getByText(credit)).toBeVisible();
  await expect(sources.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(sources.getByRole('link', { name: bs.about.licenceOdbl })).toHaveAttribute(
    'href',
    'https://opendatacommons.org/licenses/odbl/1-0/',
  );
  await expect(sources.getByRole('link', { name: 'GeoNames' })).toBeVisible();
});
