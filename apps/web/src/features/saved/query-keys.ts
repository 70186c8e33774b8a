/** The keys of /me/saved's server data in the app's QueryClient, in one place. */
export const savedKeys = {
  all: ['saved'] as const,
  list: ['saved', 'list'] as const,
};
