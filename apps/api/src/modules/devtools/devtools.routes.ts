import { developmentEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';

interface Options {
  /** A clock that can move: OffsetClock when running, ManualClock in tests. */
  clock: Clock & { advance(milliseconds: number): void };
  /** Periodic jobs by name, run at once on request (they also run on their schedule). */
  jobs: Record<string, () => Promise<unknown>>;
}

/**
 * Development tools (never in production, see app.ts): move the api's clock forward and run a
 * periodic job now, so expiry and reminders can be seen (and tested end to end) at once.
 */
export async function devToolsRoutes(app: FastifyInstance, { clock, jobs }: Options) {
  route(app, developmentEndpoints.advanceClock, async (request) => {
    clock.advance(request.body.seconds * 1000);
    return { now: clock.now().toISOString() };
  });

  route(app, developmentEndpoints.jobs, async () => Object.keys(jobs).sort());

  route(app, developmentEndpoints.runJob, async (request) => {
    const job = jobs[request.params.name];
    if (!job) throw new AppError('NotFound');
    await job();
    return undefined;
  });
}
