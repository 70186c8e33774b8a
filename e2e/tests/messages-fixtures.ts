// What messages.spec.ts needs: a spy on the notification sound, the hub's connection, the login.
import { bs } from '@krov/messages';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { password } from './property-page-fixtures.ts';

export const C = bs.chat;

/** Every play() of a media element is recorded (its source) instead of sounding. */
export async function spyOnSounds(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { playedSounds: string[] }).playedSounds = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
}

export function playedSounds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { playedSounds?: string[] }).playedSounds ?? []);
}

/**
 * Resolves once the page's chat hub has opened its WebSocket and the api accepted it (the
 * socket.io CONNECT answer is its second frame, after engine.io's open). Call before the login.
 */
export function hubConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/hubs/chat')) return;
      let frames = 0;
      socket.on('framereceived', () => {
        frames += 1;
        if (frames === 2) resolve();
      });
    });
  });
}

/** Logs in on the login page the browser shows, and waits to leave it. */
export async function logInHere(page: Page, email: string): Promise<void> {
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

/** The messages of the open conversation, oldest first. */
export function messages(page: Page) {
  return page.getByTestId('conversation').getByTestId('message');
}
