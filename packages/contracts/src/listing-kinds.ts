/**
 * The kinds of listings, without zod: a client component that needs only these (the home page's
 * quick search) imports this module instead of the barrel, whose schemas and phone rules would
 * come along into the page's JavaScript (bench/BENCHMARKS.md, twelfth run).
 */
export const listingTypes = ['sell', 'rent'] as const;
export const propertyTypes = ['house', 'apartment', 'land', 'office'] as const;
export type ListingType = (typeof listingTypes)[number];
export type PropertyType = (typeof propertyTypes)[number];
