/** The app most platform tests share, and a guard against a hang. */
import { createTestApp, type TestApp } from './test-app.ts';

/** Rejects when the promise has not settled in time: a guard against a hang, never a timing. */
export function within<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/**
 * The main app of the platform tests. It logs at trace, the most talkative level, so the redaction
 * test covers every line; /test/crash throws, for the test of what a crash answers and logs.
 */
export function createPlatformTestApp(): Promise<TestApp> {
  return createTestApp(
    { logLevel: 'trace' },
    {
      beforeReady(app) {
        app.get('/test/crash', async () => {
          throw new Error('database password hunter2 leaked in a crash');
        });
      },
    },
  );
}

/** GET on the app `current` answers (the file's, created in its beforeAll). */
export const getOn =
  (current: () => TestApp) =>
  (url: string, headers: Record<string, string> = {}) =>
    current().app.inject({ method: 'GET', url, headers });
