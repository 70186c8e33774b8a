import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** A message captured by the development mailbox (e-mail or SMS). */
export const mailboxMessage = z.object({
  id: z.number(),
  kind: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessage>;

/**
 * Development only, never in production: the mailbox that captures e-mails and SMS without SMTP,
 * and tools that move the api's clock and run a periodic job now (e2e tests use them).
 */
export const developmentEndpoints = {
  mailboxMessages: endpoint({
    browser: false,
    method: 'GET',
    path: '/dev/mailbox/messages',
    summary: 'Captured e-mails and SMS, newest first, the newest 200 (development only)',
    tags: ['development'],
    access: 'anyone',
    // One recipient's messages: a burst to others (a week's availability questions) cannot push
    // theirs out of the newest 200.
    query: z.object({ to: z.string().min(1).max(320).optional() }),
    status: 200,
    answer: z.array(mailboxMessage),
    errors: ['NotFound'],
  }),
  mailboxPage: endpoint({
    browser: false,
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'The development mailbox as a page',
    tags: ['development'],
    access: 'anyone',
    status: 200,
    answer: z.string().describe('An HTML page'),
    errors: ['NotFound'],
  }),
  advanceClock: endpoint({
    browser: false,
    method: 'POST',
    path: '/dev/clock/advance',
    summary: "Move the api's clock forward (development only)",
    tags: ['development'],
    access: 'anyone',
    body: z.object({
      seconds: z
        .number()
        .int()
        .min(1)
        .max(10 * 365 * 24 * 3600),
    }),
    status: 200,
    answer: z.object({ now: z.string() }),
    errors: ['NotFound'],
  }),
  jobs: endpoint({
    browser: false,
    method: 'GET',
    path: '/dev/jobs',
    summary: 'The names of the periodic jobs `POST /dev/jobs/{name}/run` runs, sorted (development only)',
    tags: ['development'],
    access: 'anyone',
    status: 200,
    answer: z.array(z.string()),
    errors: ['NotFound'],
  }),
  runJob: endpoint({
    browser: false,
    method: 'POST',
    path: '/dev/jobs/:name/run',
    summary: 'Run a periodic job now (development only)',
    tags: ['development'],
    access: 'anyone',
    params: z.object({ name: z.string().max(100) }),
    status: 204,
    answer: z.null(),
    errors: ['NotFound'],
  }),
};
