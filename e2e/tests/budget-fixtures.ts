// The first-load JavaScript budget of a page (issues 5, 11 and 12): 170 KB, as Lighthouse counts
// it (compressed transfer, headers included), on Lighthouse's mobile screen.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies } from '../support.ts';

export const firstLoadBudgetBytes = 170 * 1024;

export interface ScriptLoads {
  context: BrowserContext;
  page: Page;
  /** How many scripts have finished so far. */
  count(): number;
  /** The bytes of every script finished so far. */
  bytes(): Promise<number>;
}

/** A phone-sized page that records every script it loads. */
export async function recordScripts(browser: Browser, baseURL: string | undefined): Promise<ScriptLoads> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  await acceptCookies(context, baseURL ?? webUrl);
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  });
  return {
    context,
    page,
    count: () => scripts.length,
    bytes: async () => (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0),
  };
}
