import { z } from 'zod';
import { defineJob, type JobQueue } from '../queue/job-queue.ts';
import type { SmsMessage, SmsSender } from '../sms/sms-sender.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';

const mailJob = defineJob(
  'mail.send',
  z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
);
const smsJob = defineJob('sms.send', z.object({ to: z.string(), text: z.string() }));

/** Services hand messages to the outbox; a job sends them, so a slow or failing server never blocks a request. */
export interface Outbox {
  email(message: MailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
}

export function createOutbox(queue: JobQueue): Outbox {
  return {
    email: (message: MailMessage) => queue.send(mailJob, message),
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
