import type { MyPropertiesSort, MyPropertiesTab } from '@krov/contracts';

/** The keys of the listing management's server data in the app's QueryClient, in one place. */
export const propertyKeys = {
  all: ['properties'] as const,
  /** One listing as its owner edits it. */
  detail: (id: string) => ['properties', 'detail', id] as const,
  /** The owner's list, every tab. */
  mine: ['properties', 'mine'] as const,
  mineTab: (tab: MyPropertiesTab, sort: MyPropertiesSort, q: string, agent: string) =>
    ['properties', 'mine', tab, sort, q, agent] as const,
  /** The owner's room under their listing limit (read with the list, so it follows its changes). */
  limit: ['properties', 'mine', 'limit'] as const,
  /**
   * GET /api/users/me/agency/agents, for the agency's owner: the key the agency's own pages keep
   * the same call under, so a change on either page refreshes both.
   */
  agencyAgents: ['agency', 'agents'] as const,
};
