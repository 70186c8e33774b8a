// What the crash tests' child processes share (no vitest here: it runs in the child).
import { createAccessTokens } from '../../../platform/auth/access-tokens.ts';
import { systemClock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createAccountsRepository } from '../../accounts/accounts.repository.ts';

/** What a crash test hands its child: where the data is, whose listing, and where to crash. */
export interface ChildRun<Point extends string> {
  engine: 'pglite' | 'postgres';
  /** PGlite's data folder, or the server database's URL. */
  dataDir?: string;
  url?: string;
  uploadsDir: string;
  listingId: string;
  ownerId: string;
  secret: string;
  crashAt: Point;
}

/** The owner's bearer token on a session of their own, as a login makes one (a token names it). */
export async function ownerToken(db: Database, run: Pick<ChildRun<string>, 'ownerId' | 'secret'>) {
  const session = await createAccountsRepository(db).createFamily(
    run.ownerId,
    null,
    'crash-test-session',
    new Date(Date.now() + 3600_000),
    new Date(),
  );
  return createAccessTokens(run.secret, systemClock).issue({
    userId: run.ownerId,
    role: 'user',
    sessionId: session.id,
  });
}
