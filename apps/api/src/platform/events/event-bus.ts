import type { FastifyBaseLogger as Logger } from 'fastify';
import type { z } from 'zod';
import type { Job, JobQueue, JobTransaction } from '../queue/job-queue.ts';

/**
 * Every domain event by name, with its payload. Each module adds its own events to this map
 * (`declare module '…/platform/events/event-bus.ts'`, see modules/listings/listing-events.ts), so
 * the bus knows every event without platform/ importing a module.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
type Handler<N extends EventName> = (payload: DomainEvents[N]) => void | Promise<void>;

/**
 * The typed in-process event bus: a service announces what happened, and the modules that care
 * react, so no service calls another domain's side effects.
 *
 * - `emit` runs the in-process handlers after the change committed and waits for them; a handler's
 *   error is logged and never reaches the emitter (the change has happened either way).
 * - What must not be lost is a job, not a handler: `onDurably` turns an event into a pg-boss job,
 *   and `stage` sends those jobs inside the emitter's transaction, so the job exists exactly when
 *   the change does, whatever crashes in between.
 */
export interface EventBus {
  on<N extends EventName>(name: N, handler: Handler<N>): void;
  onDurably<N extends EventName, P extends z.ZodType>(
    name: N,
    job: Job<P>,
    toPayload: (payload: DomainEvents[N]) => z.input<P>,
  ): void;
  /** Inside the emitter's transaction: queues the durable handlers' jobs as part of it. */
  stage<N extends EventName>(transaction: JobTransaction, name: N, payload: DomainEvents[N]): Promise<void>;
  emit<N extends EventName>(name: N, payload: DomainEvents[N]): Promise<void>;
}

export function createEventBus({ queue, log }: { queue: Pick<JobQueue, 'send'>; log: Logger }): EventBus {
  const handlers = new Map<EventName, Array<Handler<EventName>>>();
  const durable = new Map<EventName, Array<(payload: never, transaction: JobTransaction) => Promise<void>>>();
  const add = <T>(map: Map<EventName, T[]>, name: EventName, item: T) => {
    map.set(name, [...(map.get(name) ?? []), item]);
  };

  return {
    on(name, handler) {
      add(handlers, name, handler as Handler<EventName>);
    },
    onDurably(name, job, toPayload) {
      add(durable, name, (payload, transaction) => queue.send(job, toPayload(payload), { transaction }));
    },
    async stage(transaction, name, payload) {
      // Not caught: a job that cannot be queued must roll the change back.
      for (const send of durable.get(name) ?? []) await send(payload as never, transaction);
    },
    async emit(name, payload) {
      await Promise.all(
        (handlers.get(name) ?? []).map(async (handler) => {
          try {
            await handler(payload as DomainEvents[EventName]);
          } catch (error) {
            log.error({ err: error, event: name }, 'event handler failed');
          }
        }),
      );
    },
  };
}
