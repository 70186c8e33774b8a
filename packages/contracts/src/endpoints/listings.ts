import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  hidePriceRequest,
  myPropertiesQuery,
  myPropertiesResponse,
  photoOrderRequest,
  photoParams,
  propertyEditInput,
  propertyIdParams,
  propertyInput,
  propertyResponse,
  publishResponse,
  renewAllResponse,
} from '../listings.ts';

/** The error statuses every listing call may answer. */
export const listingErrors = [400, 401, 403, 404, 413, 415, 429] as const;

const owned = { access: 'user', tags: ['listings'], errors: listingErrors } as const;
const ownedListing = { ...owned, params: propertyIdParams } as const;

/** Listings and their lifecycle (docs/decisions.md, Listings 1). */
export const listingEndpoints = {
  createProperty: endpoint({
    ...owned,
    method: 'POST',
    path: '/api/properties',
    summary: 'Create a listing (unpaid until published); needs a verified phone number',
    body: propertyInput,
    status: 201,
    answer: propertyResponse,
  }),
  property: endpoint({
    ...ownedListing,
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id',
    summary: 'A public listing, or any listing of the logged-in owner',
    status: 200,
    answer: propertyResponse,
  }),
  editProperty: endpoint({
    ...ownedListing,
    method: 'PUT',
    path: '/api/properties/:id',
    summary: 'Edit a listing (not once sold); a missing hidePrice keeps the stored one',
    body: propertyEditInput,
    status: 200,
    answer: propertyResponse,
  }),
  deleteProperty: endpoint({
    ...ownedListing,
    method: 'DELETE',
    path: '/api/properties/:id',
    summary: 'Delete a listing; its photos leave storage shortly after',
    status: 204,
    answer: z.null(),
  }),
  publishProperty: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/publish',
    summary: 'Publish an unpaid listing: listed for 30 days at once without a fee, else paymentDue',
    status: 200,
    answer: publishResponse,
  }),
  renewProperty: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/renew',
    summary: '30 more days from max(now, validUntil); with a fee, paymentDue and nothing changes yet',
    status: 200,
    answer: publishResponse,
  }),
  hideProperty: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/hide',
    summary: 'Hide a listed listing',
    status: 200,
    answer: propertyResponse,
  }),
  unhideProperty: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/unhide',
    summary: 'Show a hidden listing again (expired when its validity ended)',
    status: 200,
    answer: propertyResponse,
  }),
  markPropertySold: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/mark-sold',
    summary: 'Mark a listing sold (only delete is possible after)',
    status: 200,
    answer: propertyResponse,
  }),
  hidePropertyPrice: endpoint({
    ...ownedListing,
    method: 'PUT',
    path: '/api/properties/:id/hide-price',
    summary: 'Show "price on request" instead of the price (it stays stored)',
    body: hidePriceRequest,
    status: 200,
    answer: propertyResponse,
  }),
  myProperties: endpoint({
    ...owned,
    tags: ['me', 'listings'],
    method: 'GET',
    path: '/api/users/me/properties',
    summary: "The user's listings by tab (sold ones stay in Listed for 30 days), with every tab's count",
    query: myPropertiesQuery,
    status: 200,
    answer: myPropertiesResponse,
  }),
  renewAllProperties: endpoint({
    ...owned,
    tags: ['me', 'listings'],
    method: 'POST',
    path: '/api/users/me/properties/renew-all',
    summary: 'Renew every expired listing of the user (all or none); with fees, paymentDue',
    status: 200,
    answer: renewAllResponse,
  }),
};

/** A listing's photos: upload several at once, reorder, choose the cover, delete. Each answers the listing. */
export const photoEndpoints = {
  uploadPhotos: endpoint({
    ...ownedListing,
    method: 'POST',
    path: '/api/properties/:id/photos',
    summary: 'Upload photos (multipart field "photos", several files: JPEG, PNG or WebP, up to 15 MB each)',
    upload: { field: 'photos' },
    status: 201,
    answer: propertyResponse,
  }),
  orderPhotos: endpoint({
    ...ownedListing,
    method: 'PUT',
    path: '/api/properties/:id/photos/order',
    summary: 'Reorder the photos: every photo id of the listing exactly once; the first is the cover',
    body: photoOrderRequest,
    status: 200,
    answer: propertyResponse,
  }),
  choosePhotoCover: endpoint({
    ...owned,
    params: photoParams,
    method: 'PUT',
    path: '/api/properties/:id/photos/:photoId/cover',
    summary: 'Make a photo the cover (moves it first)',
    status: 200,
    answer: propertyResponse,
  }),
  deletePhoto: endpoint({
    ...owned,
    params: photoParams,
    method: 'DELETE',
    path: '/api/properties/:id/photos/:photoId',
    summary: 'Remove a photo (its files too)',
    status: 200,
    answer: propertyResponse,
  }),
};
