import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.ts';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

// The in-process half needs no queue: a job sent here fails the test.
const noQueue = {
  send: async () => {
    throw new Error('no job expected');
  },
};

describe('the event bus', () => {
  it('hands every handler the payload and waits for them', async () => {
    const { log } = capturedLog();
    const events = createEventBus({ queue: noQueue, log });
    const seen: string[] = [];
    events.on('listing.hidden', async ({ listingId }) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen.push(`first ${listingId}`);
    });
    events.on('listing.hidden', ({ ownerId }) => {
      seen.push(`second ${ownerId}`);
    });
    events.on('listing.deleted', () => {
      seen.push('not this one');
    });
    await events.emit('listing.hidden', { listingId: 'l1', ownerId: 'o1' });
    expect(seen.sort()).toEqual(['first l1', 'second o1']);
  });

  it('logs a failing handler and never fails the emitter or the other handlers', async () => {
    const { log, lines } = capturedLog();
    const events = createEventBus({ queue: noQueue, log });
    const seen: string[] = [];
    events.on('listing.sold', () => {
      throw new Error('thrown at once');
    });
    events.on('listing.sold', async () => {
      throw new Error('rejected later');
    });
    events.on('listing.sold', ({ listingId }) => {
      seen.push(listingId);
    });
    await expect(
      events.emit('listing.sold', { listingId: 'l2', ownerId: 'o2', public: true }),
    ).resolves.toBeUndefined();
    expect(seen).toEqual(['l2']);
    const failures = lines.filter((line) => line.msg === 'event handler failed');
    expect(failures.map((line) => line.event)).toEqual(['listing.sold', 'listing.sold']);
    expect(failures.map((line) => (line.err as { message: string }).message).sort()).toEqual([
      'rejected later',
      'thrown at once',
    ]);
  });
});
