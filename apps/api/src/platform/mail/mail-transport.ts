/** One e-mail, already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
}

/** Where e-mail goes: SMTP in production, the development mailbox by default. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
