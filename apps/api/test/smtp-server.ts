import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The account the client authenticated as. */
  user: string | undefined;
  mailFrom: string | undefined;
  rcptTo: string[];
  /** The whole message as it travelled (headers and MIME parts). */
  raw: string;
}

export interface TestSmtpServer {
  /** Its free port on 127.0.0.1. */
  port: number;
  /** Every message received so far, in order. */
  received: ReceivedMail[];
  /** Resolves with the first message received. */
  firstMail: Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port with one account, keeping what it receives: the mail
 * tests exercise nodemailer's whole conversation (EHLO, AUTH, MAIL FROM, RCPT TO, DATA), not a
 * mock of it. A message is acknowledged only once stored, so a send that resolved is in `received`.
 */
export async function startSmtpServer(account: { user: string; pass: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let deliverFirst: (mail: ReceivedMail) => void = () => {};
  const firstMail = new Promise<ReceivedMail>((resolve) => {
    deliverFirst = resolve;
  });
  const server = new SMTPServer({
    authOptional: false,
    // Plain-text AUTH is acceptable only because the socket never leaves 127.0.0.1.
    allowInsecureAuth: true,
    // Without STARTTLS advertised nodemailer stays on plain TCP and needs no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.pass) {
        callback(null, { user: account.user });
        return;
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          user: typeof session.user === 'string' ? session.user : undefined,
          mailFrom: mailFrom ? mailFrom.address : undefined,
          rcptTo: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        deliverFirst(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    firstMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
