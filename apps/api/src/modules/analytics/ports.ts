/**
 * What other modules may depend on in analytics: types and pure functions, re-exported (decision 205).
 * Another module imports analytics only through this file or index.ts; lint holds it (biome.json).
 */
export type { ListingStatsReader } from './listing-stats.ts';
export { dayOf } from './visitors.ts';
