import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from './mail-transport.ts';

export interface SmtpTransportOptions {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 or smtp://…:587 (STARTTLS). */
  url: string;
  /** Sender for every message, e.g. "Krov <no-reply@krov.ba>". */
  from: string;
}

/**
 * Production mail: nodemailer over SMTP. Errors are not caught here on purpose: a rejected
 * promise (auth refused, server down, recipient refused) makes the queue retry the job.
 */
export function createSmtpTransport({ url, from }: SmtpTransportOptions): MailTransport {
  // Object keys only fill what the URL leaves unset, so the operator can still tune
  // any of them with query parameters (?pool=false&socketTimeout=…).
  const transporter = createTransport(
    {
      url,
      // A queue worker sends in bursts: reuse authenticated connections instead of a
      // TCP + TLS + AUTH handshake per e-mail.
      pool: true,
      // nodemailer's defaults (2 min to connect, 10 min idle socket) would hold a job far
      // longer than a retry would; fail fast and let the queue try again.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );

  return {
    async send(message: MailMessage): Promise<void> {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    async close(): Promise<void> {
      transporter.close();
    },
  };
}
