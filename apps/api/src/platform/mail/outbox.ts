import { z } from 'zod';
import { defineJob, type JobQueue, type JobTransaction } from '../queue/job-queue.ts';
import type { SmsMessage, SmsSender } from '../sms/sms-sender.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';

const mailJob = defineJob(
  'mail.send',
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
);
const smsJob = defineJob('sms.send', z.object({ to: z.string(), text: z.string() }));

/** Services hand messages to the outbox; a job sends them, so a slow or failing server never blocks a request. */
export interface Outbox {
  email(message: MailMessage): Promise<void>;
  /** Queued inside the caller's transaction: the e-mail exists exactly when the change does. */
  emailIn(transaction: JobTransaction, message: MailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
}

export function createOutbox(queue: JobQueue): Outbox {
  return {
    email: (message: MailMessage) => queue.send(mailJob, message),
    emailIn: (transaction: JobTransaction, message: MailMessage) =>
      queue.send(mailJob, message, { transaction }),
    sms: (message: SmsMessage) => queue.send(smsJob, message),
  };
}

/** The workers that deliver what the outbox queued; a thrown error makes pg-boss retry later. */
export async function startOutboxWorkers(
  queue: JobQueue,
  mail: MailTransport,
  sms: SmsSender,
): Promise<void> {
  await queue.work(mailJob, (message) => mail.send(message));
  await queue.work(smsJob, (message) => sms.send(message));
}
