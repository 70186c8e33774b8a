import { passkeyEndpoints as endpoints } from '@krov/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import type { CookieSettings } from '../../platform/auth/cookies.ts';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { type RateLimits, routeRateLimit } from '../../platform/http/rate-limits.ts';
import type { PasskeysService } from './passkeys.service.ts';
import { answerSession } from './session-answer.ts';

interface Options {
  passkeys: PasskeysService;
  cookies: CookieSettings;
  rateLimits: RateLimits;
}

/**
 * Passkeys (issue 30): registering and managing them in the profile, and logging in with one.
 * The contracts check the ceremonies' JSON loosely; the library checks it whole (passkeys.service).
 */
export async function passkeysRoutes(app: FastifyInstance, options: Options) {
  const { passkeys } = options;
  const loginLimit = { config: { rateLimit: routeRateLimit(options.rateLimits.login) } };

  route(app, endpoints.passkeyRegistrationOptions, async (request) =>
    passkeys.registrationOptions(currentUserId(request)),
  );

  route(app, endpoints.registerPasskey, async (request) =>
    passkeys.register(
      currentUserId(request),
      request.body.credential as unknown as RegistrationResponseJSON,
      request.body.name,
      request.headers['user-agent'],
    ),
  );

  route(app, endpoints.passkeyLoginOptions, async () => passkeys.loginOptions(), loginLimit);

  route(
    app,
    endpoints.passkeyLogin,
    async (request, reply) => {
      const device = { id: deviceIdOf(request), userAgent: request.headers['user-agent'] };
      const credential = request.body.credential as unknown as AuthenticationResponseJSON;
      const session = await passkeys.login(credential, device, request.body.language);
      return answerSession(request, reply, options.cookies, session);
    },
    loginLimit,
  );

  route(app, endpoints.myPasskeys, async (request) => passkeys.list(currentUserId(request)));

  route(app, endpoints.renamePasskey, async (request) =>
    passkeys.rename(currentUserId(request), request.params.id, request.body.name),
  );

  route(app, endpoints.removePasskey, async (request) => {
    await passkeys.remove(currentUserId(request), request.params.id);
    return undefined;
  });
}
