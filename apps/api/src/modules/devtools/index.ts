import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import { registerLoopbackOnly } from '../../platform/http/loopback-only.ts';
import { devToolsRoutes } from './devtools.routes.ts';

type MovableClock = Clock & { advance(milliseconds: number): void };

function isMovable(clock: Clock): clock is MovableClock {
  return 'advance' in clock && typeof clock.advance === 'function';
}

/**
 * Development only (app.ts registers it when config.devTools): moving the clock and running the
 * periodic jobs by hand, from this machine only. A clock that cannot move (the system's) leaves
 * the tools out.
 */
export async function registerDevToolsModule(
  app: FastifyInstance,
  deps: { clock: Clock; jobs: Record<string, () => Promise<unknown>> },
): Promise<void> {
  if (!isMovable(deps.clock)) return;
  const { clock, jobs } = deps;
  await registerLoopbackOnly(app, (scope) => devToolsRoutes(scope, { clock, jobs }));
}
