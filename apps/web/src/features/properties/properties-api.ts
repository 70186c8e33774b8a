import type {
  MyPropertiesTab,
  myPropertiesResponse,
  PropertyResponse,
  propertyInput,
  publishResponse,
  renewAllResponse,
} from '@krov/contracts';
import type { z } from 'zod';
import { api, type RequestOptions, type UploadOptions } from '@/shared/api/client';

/** The listing calls of docs/decisions.md "Listings (issue 4)", typed by the contracts. */

export type PropertyPayload = z.output<typeof propertyInput>;
export type PublishResult = z.infer<typeof publishResponse>;
export type RenewAllResult = z.infer<typeof renewAllResponse>;
export type MyProperties = z.infer<typeof myPropertiesResponse>;
export type PropertyPhoto = PropertyResponse['photos'][number];

/** Lifecycle actions that answer the listing (hide, unhide, mark as sold). */
export type SimpleAction = 'hide' | 'unhide' | 'mark-sold';

const base = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export const propertiesApi = {
  get: (id: string, options?: RequestOptions) => api.get<PropertyResponse>(base(id), options),
  create: (payload: PropertyPayload, options?: RequestOptions) =>
    api.post<PropertyResponse>('/api/properties', payload, options),
  update: (id: string, payload: PropertyPayload, options?: RequestOptions) =>
    api.put<PropertyResponse>(base(id), payload, options),
  remove: (id: string) => api.delete<void>(base(id)),
  publish: (id: string, options?: RequestOptions) =>
    api.post<PublishResult>(`${base(id)}/publish`, undefined, options),
  renew: (id: string) => api.post<PublishResult>(`${base(id)}/renew`),
  action: (id: string, action: SimpleAction) => api.post<PropertyResponse>(`${base(id)}/${action}`),
  hidePrice: (id: string, hidden: boolean) => api.put<PropertyResponse>(`${base(id)}/hide-price`, { hidden }),

  /** One file per request, so each has its own progress; the api takes several under "photos" too. */
  uploadPhoto: (id: string, file: File, options: UploadOptions) => {
    const body = new FormData();
    body.append('photos', file);
    return api.upload<unknown>(`${base(id)}/photos`, body, { timeoutMs: 120_000, ...options });
  },
  orderPhotos: (id: string, photoIds: string[]) => api.put<unknown>(`${base(id)}/photos/order`, { photoIds }),
  makeCover: (id: string, photoId: string) =>
    api.put<unknown>(`${base(id)}/photos/${encodeURIComponent(photoId)}/cover`),
  deletePhoto: (id: string, photoId: string) =>
    api.delete<unknown>(`${base(id)}/photos/${encodeURIComponent(photoId)}`),

  mine: (tab: MyPropertiesTab, page: number, pageSize: number) =>
    api.get<MyProperties>('/api/users/me/properties', { query: { tab, page, pageSize } }),
  renewAll: () => api.post<RenewAllResult>('/api/users/me/properties/renew-all'),
};

/**
 * The photos in a photo call's answer. The contract leaves that answer open: the listing, its
 * photo list, or `{photos}`; null when it is none of these (or empty, 204), and the caller reloads.
 */
export function photosIn(answer: unknown): PropertyPhoto[] | null {
  if (Array.isArray(answer)) return answer as PropertyPhoto[];
  if (answer && typeof answer === 'object' && Array.isArray((answer as { photos?: unknown }).photos)) {
    return (answer as { photos: PropertyPhoto[] }).photos;
  }
  return null;
}

/** The smallest WebP variant of a photo (the list and the editor show small tiles). */
export function smallestVariant(photo: PropertyPhoto): string | null {
  const [first] = [...photo.variants].sort((a, b) => a.width - b.width);
  return first?.url ?? null;
}

/** Listings the editor just saved, so the edit page opens with them instead of a spinner. */
const recentlySaved = new Map<string, PropertyResponse>();

export function rememberProperty(listing: PropertyResponse): void {
  recentlySaved.set(listing.id, listing);
}

export function rememberedProperty(id: string): PropertyResponse | undefined {
  return recentlySaved.get(id);
}
