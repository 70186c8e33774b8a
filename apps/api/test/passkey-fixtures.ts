import type { FastifyInstance } from 'fastify';
import { post } from './accounts-fixtures.ts';
import { type SoftwareAuthenticator, softwareAuthenticator } from './software-authenticator.ts';
import type { TestApp } from './test-app.ts';

/** The browsers the tests register and log in from. */
export const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

type Options = { challenge: string; user: { id: string } };

/** The api's options for a new passkey of the logged-in user. */
export async function registrationOptions(app: FastifyInstance, auth: Record<string, string>) {
  const response = await post(app, '/api/passkeys/registration-options', {}, auth);
  if (response.statusCode !== 200) throw new Error(`registration options: ${response.body}`);
  return response.json() as Options;
}

/** A whole registration ceremony with a new software authenticator for the web's origin. */
export async function registeredPasskey(
  test: TestApp,
  user: { auth: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<{ authenticator: SoftwareAuthenticator; answer: { id: string; name: string } }> {
  const authenticator = softwareAuthenticator(test.config.publicWebUrl);
  const options = await registrationOptions(test.app, user.auth);
  const response = await post(
    test.app,
    '/api/passkeys',
    { credential: authenticator.register(options) },
    { ...user.auth, ...headers },
  );
  if (response.statusCode !== 201) throw new Error(`register passkey: ${response.body}`);
  return { authenticator, answer: response.json() as { id: string; name: string } };
}

export async function loginOptions(app: FastifyInstance) {
  const response = await post(app, '/api/tokens/passkey-options');
  if (response.statusCode !== 200) throw new Error(`login options: ${response.body}`);
  return response.json() as { challenge: string; allowCredentials?: unknown[] };
}

/** A passkey login: fresh options, the authenticator's assertion, the api's answer. */
export async function passkeyLogin(
  app: FastifyInstance,
  authenticator: SoftwareAuthenticator,
  headers: Record<string, string> = {},
) {
  const credential = authenticator.assert(await loginOptions(app));
  return post(app, '/api/tokens/passkey', { credential }, headers);
}
