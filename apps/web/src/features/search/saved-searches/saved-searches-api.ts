import type { SearchFiltersInput } from '@krov/contracts';
import { type NotifyFrequency, notifyFrequencies } from '@krov/contracts/constants';
import { type RequestOptions, request } from '@/shared/api/client';

/** Frequencies in the order the controls offer them (the contracts' zod-free entry). */
export const frequencies = notifyFrequencies;
const allFrequencies: readonly NotifyFrequency[] = frequencies;

export function isFrequency(value: string | null): value is NotifyFrequency {
  return allFrequencies.includes(value as NotifyFrequency);
}

/** The saved searches' calls by name (packages/contracts/src/endpoints/notifications.ts). */
export const savedSearchesApi = {
  list: (options?: RequestOptions) => request('savedSearches', {}, options),
  create: (filters: SearchFiltersInput, notifyFrequency: NotifyFrequency, options?: RequestOptions) =>
    request('createSavedSearch', { body: { filters, notifyFrequency } }, options),
  setFrequency: (id: string, notifyFrequency: NotifyFrequency) =>
    request('updateSavedSearch', { params: { id }, body: { notifyFrequency } }),
  remove: (id: string) => request('deleteSavedSearch', { params: { id } }),
  /** The user opened it: its new matches count from now. Quiet: the search opens either way. */
  seen: (id: string) => request('savedSearchSeen', { params: { id } }, { quiet: true }),
};
