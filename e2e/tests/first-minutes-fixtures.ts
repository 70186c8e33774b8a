// What the first-minutes specs (issue 12) share: the widths where the defects were seen, the login.
import { bs } from '@krov/messages';
import { expect, type Page } from '@playwright/test';
import type { TestUser } from '../support.ts';
import { password } from './property-page-fixtures.ts';

export const desktop = { width: 1280, height: 900 };

/** An Android phone, as the defects of the small screen were seen. */
export const androidPhone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

/** Logs in on the login page the browser shows. */
export async function logIn(page: Page, user: Pick<TestUser, 'email'>) {
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
}

/**
 * WCAG 2.4.11 on the page as it is: Tab through `stops` focus stops and, at each, measure how much
 * of the focused element lies under anything fixed or sticky on the screen (the banners, a
 * header). Answers the stops more than half hidden, with what hid them.
 */
export async function focusStopsHidden(page: Page, stops: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      // What is on top at points across the element, in paint order: the element (or its
      // content), or something fixed or sticky over it.
      const overlay = (element: Element | null): HTMLElement | null => {
        for (let at = element; at && at !== document.body; at = at.parentElement) {
          const position = getComputedStyle(at).position;
          if (position === 'fixed' || position === 'sticky') return at as HTMLElement;
        }
        return null;
      };
      let samples = 0;
      let covered = 0;
      let by = '';
      for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (const fy of [0.2, 0.5, 0.8]) {
          samples += 1;
          const x = rect.left + rect.width * fx;
          const y = rect.top + rect.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (!top || active.contains(top) || top.contains(active)) continue;
          const over = overlay(top);
          if (!over) continue;
          covered += 1;
          by = over.dataset.testid ?? over.tagName;
        }
      }
      const name =
        active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30) ?? active.tagName;
      return covered / samples > 0.5
        ? `${name} (under ${by}, ${Math.round((covered / samples) * 100)} %)`
        : null;
    });
    if (found) hidden.push(found);
  }
  return hidden;
}

/** The banners' share of the screen's height. */
export async function bannersShare(page: Page): Promise<number> {
  const banners = page.getByTestId('banners');
  await expect(banners).toBeAttached();
  const box = await banners.boundingBox();
  const height = page.viewportSize()?.height ?? 1;
  return (box?.height ?? 0) / height;
}
