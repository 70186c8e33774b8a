import { deviceId, deviceIdCookieName, deviceIdHeader } from '@krov/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's device id: the device_id cookie, else the x-deviceid header, whichever is a valid
 * id first (contracts' deviceId); null when neither is. One rule for every route that reads it.
 */
export function deviceIdOf(request: Pick<FastifyRequest, 'cookies' | 'headers'>): string | null {
  const header = request.headers[deviceIdHeader];
  const candidates = [request.cookies[deviceIdCookieName], Array.isArray(header) ? header[0] : header];
  return candidates.find((candidate) => deviceId.safeParse(candidate).success) ?? null;
}
