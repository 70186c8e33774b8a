import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

interface ReceivedMail {
  user: string | undefined;
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

const USER = 'krov';
const PASS = 'correct-horse';
const FROM = 'Krov <no-reply@krov.test>';

// A real SMTP server on a free local port: the test exercises nodemailer's whole
// conversation (EHLO, AUTH, MAIL FROM, RCPT TO, DATA), not a mock of it.
const received: ReceivedMail[] = [];
const server = new SMTPServer({
  authOptional: false,
  // Plain-text AUTH is acceptable only because the socket never leaves 127.0.0.1.
  allowInsecureAuth: true,
  // Without STARTTLS advertised nodemailer stays on plain TCP and needs no certificate.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === USER && auth.password === PASS) {
      callback(null, { user: USER });
      return;
    }
    callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const { mailFrom, rcptTo } = session.envelope;
      received.push({
        user: typeof session.user === 'string' ? session.user : undefined,
        mailFrom: mailFrom ? mailFrom.address : undefined,
        rcptTo: rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      // Acknowledging only after the whole message is stored means send() resolves
      // after the capture: the assertions below need no waiting.
      callback();
    });
  },
});

let port = 0;
const transports: MailTransport[] = [];

function transport(user: string, pass: string): MailTransport {
  const t = createSmtpTransport({ url: `smtp://${user}:${pass}@127.0.0.1:${port}`, from: FROM });
  transports.push(t);
  return t;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  // Pools first, so the server is not left waiting on idle connections.
  await Promise.all(transports.map((t) => t.close()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('createSmtpTransport', () => {
  it('authenticates and delivers subject, text and html to the recipient', async () => {
    await transport(USER, PASS).send({
      to: 'ana@example.ba',
      subject: 'Confirm your e-mail',
      text: 'Open this link to confirm: https://krov.test/c/abc',
      html: '<p>Open <a href="https://krov.test/c/abc">this link</a> to confirm.</p>',
    });

    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.user).toBe(USER);
    expect(mail?.mailFrom).toBe('no-reply@krov.test');
    expect(mail?.rcptTo).toEqual(['ana@example.ba']);
    expect(mail?.raw).toMatch(/^From: Krov <no-reply@krov\.test>\r$/m);
    expect(mail?.raw).toMatch(/^To: ana@example\.ba\r$/m);
    expect(mail?.raw).toMatch(/^Subject: Confirm your e-mail\r$/m);
    // Both parts travel as a multipart/alternative: mail clients pick the one they can show.
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail?.raw).toContain('Open this link to confirm: https://krov.test/c/abc');
    expect(mail?.raw).toMatch(/^Content-Type: text\/html/m);
    expect(mail?.raw).toContain('<a href="https://krov.test/c/abc">this link</a>');
  });

  it('rejects when the server refuses the password, so the queue retries', async () => {
    const before = received.length;
    const sending = transport(USER, 'wrong-password').send({
      to: 'ana@example.ba',
      subject: 'Never delivered',
      text: 'x',
      html: '<p>x</p>',
    });

    await expect(sending).rejects.toMatchObject({ code: 'EAUTH' });
    expect(received).toHaveLength(before);
  });
});
