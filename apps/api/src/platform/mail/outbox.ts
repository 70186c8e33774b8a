import type { JobQueue } from '../queue/job-queue.ts';
import type { SmsMessage, SmsSender } from '../sms/sms-sender.ts';
import type { MailMessage, MailTransport } from './mail-transport.ts';

const mailQueue = 'mail.send';
const smsQueue = 'sms.send';

/** Services hand messages to the outbox; a job sends them, so a slow or failing server never blocks a request. */
export interface Outbox {
  email(message: MailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
}

export function createOutbox(queue: JobQueue): Outbox {
  return {
    email: (message) => queue.send(mailQueue, message),
    sms: (message) => queue.send(smsQueue, message),
  };
}

/** The workers that deliver what the outbox queued; a thrown error makes pg-boss retry later. */
export async function startOutboxWorkers(
  queue: JobQueue,
  mail: MailTransport,
  sms: SmsSender,
): Promise<void> {
  await queue.work(mailQueue, (data) => mail.send(data as MailMessage));
  await queue.work(smsQueue, (data) => sms.send(data as SmsMessage));
}
