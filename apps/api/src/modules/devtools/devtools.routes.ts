import { errorResponse } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';

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
export const devToolsRoutes: FastifyPluginAsyncZod<Options> = async (app, { clock, jobs }) => {
  app.post(
    '/dev/clock/advance',
    {
      schema: {
        tags: ['development'],
        summary: "Move the api's clock forward (development only)",
        body: z.object({
          seconds: z
            .number()
            .int()
            .min(1)
            .max(10 * 365 * 24 * 3600),
        }),
        response: { 200: z.object({ now: z.string() }), 400: errorResponse },
      },
    },
    async (request) => {
      clock.advance(request.body.seconds * 1000);
      return { now: clock.now().toISOString() };
    },
  );

  app.post(
    '/dev/jobs/:name/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Run a periodic job now (development only)',
        params: z.object({ name: z.string().max(100) }),
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const job = jobs[request.params.name];
      if (!job) throw new AppError('NotFound');
      await job();
      return reply.status(204).send(null);
    },
  );
};
