/** The keys of the property page's server data in the app's QueryClient, in one place. */
export const propertyPageKeys = {
  all: ['property-page'] as const,
  /** The modal's data: the listing, its owner and similar listings. */
  page: (id: string) => ['property-page', 'page', id] as const,
  /** The owner's counters of their listing (views, saves, contacts). */
  stats: (id: string) => ['property-page', 'stats', id] as const,
};
