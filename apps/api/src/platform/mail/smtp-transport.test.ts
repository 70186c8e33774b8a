import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const USER = 'krov';
const PASS = 'correct-horse';
const FROM = 'Krov <no-reply@krov.test>';

let server: TestSmtpServer;
const transports: MailTransport[] = [];

function transport(user: string, pass: string): MailTransport {
  const t = createSmtpTransport({ url: `smtp://${user}:${pass}@127.0.0.1:${server.port}`, from: FROM });
  transports.push(t);
  return t;
}

beforeAll(async () => {
  server = await startSmtpServer({ user: USER, pass: PASS });
});

afterAll(async () => {
  // Pools first, so the server is not left waiting on idle connections.
  await Promise.all(transports.map((t) => t.close()));
  await server.close();
});

describe('createSmtpTransport', () => {
  it('authenticates and delivers subject, text and html to the recipient', async () => {
    await transport(USER, PASS).send({
      to: 'ana@example.ba',
      subject: 'Confirm your e-mail',
      text: 'Open this link to confirm: https://krov.test/c/abc',
      html: '<p>Open <a href="https://krov.test/c/abc">this link</a> to confirm.</p>',
    });

    expect(server.received).toHaveLength(1);
    const mail = server.received[0];
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
    const before = server.received.length;
    const sending = transport(USER, 'wrong-password').send({
      to: 'ana@example.ba',
      subject: 'Never delivered',
      text: 'x',
      html: '<p>x</p>',
    });

    await expect(sending).rejects.toMatchObject({ code: 'EAUTH' });
    expect(server.received).toHaveLength(before);
  });
});
