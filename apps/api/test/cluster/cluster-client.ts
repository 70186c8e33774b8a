import type { MailboxMessage } from '@krov/contracts';

/** HTTP as a client sends it: JSON bodies, or the custom header on body-less state changes. */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  if (options.body === undefined) headers['x-requested-with'] = 'XMLHttpRequest';
  else headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The answer's body when it is the expected status; otherwise the test fails with it. */
export async function ok<T = unknown>(
  answer: Promise<{ status: number; body: unknown }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body as T;
}

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** The development mailbox's e-mails to the address, newest first (it answers loopback callers only). */
export async function mailsTo(base: string, email: string): Promise<MailboxMessage[]> {
  const all = await ok<MailboxMessage[]>(call(base, 'GET', '/dev/mailbox/messages'));
  return all.filter((message) => message.to === email && message.kind === 'email');
}

/** Resolves once the mailbox holds an e-mail to the address that passes `which` (polled; the caller's deadline guards a hang). */
export async function mailTo(
  base: string,
  email: string,
  which: (mail: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  for (;;) {
    const found = (await mailsTo(base, email)).find(which);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function login(base: string, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const body = { emailOrPhoneNumber: account.email, password: account.password };
  return (await ok<{ accessToken: string }>(call(base, 'POST', '/api/tokens/login', { body }))).accessToken;
}

/** Registers, verifies the e-mail with the code the mailbox got, and logs in: all through `base`. */
export async function registerThrough(
  base: string,
  { name, email, phoneNumber }: { name: string; email: string; phoneNumber: string },
): Promise<Account> {
  const password = 'sigurna-lozinka-1';
  const registration = { name, email, phoneNumber, password, passwordConfirmation: password };
  const { id } = await ok<{ id: string }>(
    call(base, 'POST', '/api/tokens/register', { body: registration }),
    201,
  );
  const code = /\b(\d{6})\b/.exec((await mailTo(base, email)).text)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${email}`);
  await ok(call(base, 'POST', '/api/users/verify-email/verify-code', { body: { email, code } }), 204);
  return { id, email, password, token: await login(base, { email, password }) };
}
