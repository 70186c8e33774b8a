import type {
  AnswerOf,
  CallInput,
  Endpoints,
  MyPropertiesSort,
  MyPropertiesTab,
  PhotoKind,
  PropertyResponse,
} from '@krov/contracts';
import { type RequestOptions, request, type UploadOptions, upload } from '@/shared/api/client';

/**
 * The listing calls of docs/decisions.md "Listings (issue 4)", each an endpoint of the contracts
 * (packages/contracts/src/endpoints/listings.ts): address and answer come from its description.
 */

export type PropertyPayload = CallInput<Endpoints['createProperty']>['body'];
export type PublishResult = AnswerOf<Endpoints['publishProperty']>;
export type RenewAllResult = AnswerOf<Endpoints['renewAllProperties']>;
export type MyProperties = AnswerOf<Endpoints['myProperties']>;
export type PropertyPhoto = PropertyResponse['photos'][number];

/** Lifecycle actions that answer the listing. */
export type SimpleAction = 'hide' | 'unhide' | 'markSold';
const simpleActions = {
  hide: 'hideProperty',
  unhide: 'unhideProperty',
  markSold: 'markPropertySold',
} as const satisfies Record<SimpleAction, keyof Endpoints>;

const of = (id: string) => ({ params: { id } });

export const propertiesApi = {
  get: (id: string, options?: RequestOptions) => request('property', of(id), options),
  create: (payload: PropertyPayload, options?: RequestOptions) =>
    request('createProperty', { body: payload }, options),
  update: (id: string, payload: PropertyPayload, options?: RequestOptions) =>
    request('editProperty', { ...of(id), body: payload }, options),
  remove: (id: string) => request('deleteProperty', of(id)),
  publish: (id: string, options?: RequestOptions) => request('publishProperty', of(id), options),
  renew: (id: string) => request('renewProperty', of(id)),
  action: (id: string, action: SimpleAction) => request(simpleActions[action], of(id)),
  hidePrice: (id: string, hidden: boolean) => request('hidePropertyPrice', { ...of(id), body: { hidden } }),
  /** "Još je dostupno" (issue 29): a public listing stays, one hidden as unconfirmed shows again. */
  confirmAvailable: (id: string) => request('confirmAvailable', of(id)),

  // The photo calls answer the whole listing (its photos in their new order).
  /** One file per request, so each has its own progress; the api takes several under "photos" too. */
  uploadPhoto: (id: string, file: File, options: UploadOptions, kind: PhotoKind = 'photo') =>
    upload('uploadPhotos', { ...of(id), query: { kind }, files: [file] }, { timeoutMs: 120_000, ...options }),
  orderPhotos: (id: string, photoIds: string[]) => request('orderPhotos', { ...of(id), body: { photoIds } }),
  makeCover: (id: string, photoId: string) => request('choosePhotoCover', { params: { id, photoId } }),
  deletePhoto: (id: string, photoId: string) => request('deletePhoto', { params: { id, photoId } }),

  mine: (
    { tab, sort, q, agent = '' }: { tab: MyPropertiesTab; sort: MyPropertiesSort; q: string; agent?: string },
    page: number,
    pageSize: number,
    options?: RequestOptions,
  ) =>
    request(
      'myProperties',
      { query: { tab, sort, page, pageSize, ...(q ? { q } : {}), ...(agent ? { agent } : {}) } },
      options,
    ),
  /** The agency's owner gives a listing to one of the agency's people (null: back to its creator). */
  assignAgent: (id: string, agentId: string | null) =>
    request('assignAgent', { ...of(id), body: { agentId } }),
  renewAll: () => request('renewAllProperties', {}),
};

/** The smallest WebP variant of a photo (the list and the editor show small tiles). */
export function smallestVariant(photo: PropertyPhoto): string | null {
  const [first] = [...photo.variants].sort((a, b) => a.width - b.width);
  return first?.url ?? null;
}
