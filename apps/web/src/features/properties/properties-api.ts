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

  // The photo calls answer the whole listing (docs/decisions.md, Listings 10).
  /** One file per request, so each has its own progress; the api takes several under "photos" too. */
  uploadPhoto: (id: string, file: File, options: UploadOptions) => {
    const body = new FormData();
    body.append('photos', file);
    return api.upload<PropertyResponse>(`${base(id)}/photos`, body, { timeoutMs: 120_000, ...options });
  },
  orderPhotos: (id: string, photoIds: string[]) =>
    api.put<PropertyResponse>(`${base(id)}/photos/order`, { photoIds }),
  makeCover: (id: string, photoId: string) =>
    api.put<PropertyResponse>(`${base(id)}/photos/${encodeURIComponent(photoId)}/cover`),
  deletePhoto: (id: string, photoId: string) =>
    api.delete<PropertyResponse>(`${base(id)}/photos/${encodeURIComponent(photoId)}`),

  mine: (tab: MyPropertiesTab, page: number, pageSize: number, options?: RequestOptions) =>
    api.get<MyProperties>('/api/users/me/properties', { ...options, query: { tab, page, pageSize } }),
  renewAll: () => api.post<RenewAllResult>('/api/users/me/properties/renew-all'),
};

/** The smallest WebP variant of a photo (the list and the editor show small tiles). */
export function smallestVariant(photo: PropertyPhoto): string | null {
  const [first] = [...photo.variants].sort((a, b) => a.width - b.width);
  return first?.url ?? null;
}
