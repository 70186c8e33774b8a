/**
 * What other modules may depend on in listings: types and pure functions, re-exported (decision 205).
 * Another module imports listings only through this file or index.ts; lint holds it (biome.json).
 */
export type { AgencyBilling, AgencyBillingLine } from './agency-billing.ts';
export type { ListingAgencies } from './listing-agencies.ts';
export type { ListingCounts, ListingsReader, PlaceListingCounts } from './listings-reader.ts';
export type { ListingMatchFacts } from './match-facts.ts';
export { listingSummaryOf } from './match-facts.ts';
export { textQuery } from './search/search-text.ts';
