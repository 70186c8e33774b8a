import type {
  PhoneRevealResponse,
  PropertyListResponse,
  PropertyResponse,
  SavedResponse,
} from '@krov/contracts';
import { api, type RequestOptions } from '@/shared/api/client';
import type { PropertyOwner } from './types';

const base = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** The browser's calls of the property page (docs/decisions.md, issue 5). */
export const propertyPageApi = {
  get: (id: string, options?: RequestOptions) => api.get<PropertyResponse>(base(id), options),
  owner: (id: string, options?: RequestOptions) => api.get<PropertyOwner>(`${base(id)}/owner`, options),
  similar: (id: string, options?: RequestOptions) =>
    api.get<PropertyListResponse>(`${base(id)}/similar`, options),
  phone: (id: string) => api.post<PhoneRevealResponse>(`${base(id)}/phone`, {}),
  saved: (id: string, options?: RequestOptions) => api.get<SavedResponse>(`${base(id)}/save`, options),
  save: (id: string) => api.put<SavedResponse>(`${base(id)}/save`, {}),
  unsave: (id: string) => api.delete<SavedResponse>(`${base(id)}/save`),
  view: (id: string) => api.post<void>(`${base(id)}/views`, {}, { quiet: true }),
  newest: (limit: number, options?: RequestOptions) =>
    api.get<PropertyListResponse>('/api/properties', {
      ...options,
      query: { sort: 'newest', limit },
    }),
};
