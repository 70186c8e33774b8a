import type { FastifyInstance } from 'fastify';
import { createPlaces, type Places } from './places.service.ts';

/**
 * The places data set, for the modules that locate a pin or name a place. No routes, jobs or
 * event handlers yet (search brings place autocomplete); the data loads once per process.
 */
export async function registerPlacesModule(_app: FastifyInstance): Promise<{ places: Places }> {
  return { places: createPlaces() };
}
