import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { listingStatistics, propertyIdParams } from '../listings.ts';
import {
  buyerCostsResponse,
  ownerCardResponse,
  phoneRevealResponse,
  priceHistoryResponse,
  propertyListResponse,
  propertyOffersResponse,
  savedResponse,
} from '../property-page.ts';

const page = { tags: ['property page'] } as const;
const aboutListing = { ...page, params: propertyIdParams } as const;

/** What /p/{id} and the home page read beside the listing itself (issue 5). */
export const propertyPageEndpoints = {
  priceHistory: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id/price-history',
    summary:
      'The asking prices over time (across relistings, oldest first) and when the property was first listed',
    status: 200,
    answer: priceHistoryResponse,
  }),
  propertyCosts: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id/costs',
    summary:
      "The buyer's costs beside a sale price (issue 31): each line with its sources and the date checked; none without a source",
    status: 200,
    answer: buyerCostsResponse,
  }),
  propertyOffers: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id/offers',
    summary:
      "The property's public offers by every advertiser (issue 30): listing, price (null on request), agency or null; the best first",
    status: 200,
    answer: propertyOffersResponse,
  }),
  propertyOwner: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id/owner',
    summary: "The owner's public card: name, photo, member since (no e-mail, no phone number)",
    status: 200,
    answer: ownerCardResponse,
  }),
  revealPhone: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'user',
    method: 'POST',
    path: '/api/properties/:id/phone',
    summary: "The owner's verified phone number, for logged-in users; counted as a phone reveal",
    status: 200,
    answer: phoneRevealResponse,
  }),
  isPropertySaved: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'user',
    method: 'GET',
    path: '/api/properties/:id/save',
    summary: 'Whether the caller saved the listing',
    status: 200,
    answer: savedResponse,
  }),
  saveProperty: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'user',
    method: 'PUT',
    path: '/api/properties/:id/save',
    summary: 'Save a public listing (again: nothing changes, counted once)',
    status: 200,
    answer: savedResponse,
  }),
  unsaveProperty: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'user',
    method: 'DELETE',
    path: '/api/properties/:id/save',
    summary: 'Unsave a listing (idempotent)',
    status: 200,
    answer: savedResponse,
  }),
  countPropertyView: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'POST',
    path: '/api/properties/:id/views',
    summary:
      'Count a view: once per visitor (user, else device_id cookie or x-deviceid) per listing per day; bots not',
    status: 204,
    answer: z.null(),
  }),
  propertyStatistics: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'user',
    method: 'GET',
    path: '/api/properties/:id/statistics',
    summary:
      "The owner's statistics of a listing: views, saves and contacts in all and per day of the last 30 (others: PropertyNotFound)",
    status: 200,
    answer: listingStatistics,
  }),
  similarProperties: endpoint({
    ...aboutListing,
    errors: ['PropertyNotFound'],
    access: 'identified',
    method: 'GET',
    path: '/api/properties/:id/similar',
    summary:
      'Up to 6 public listings of the same types, same municipality (else city), price and size within ±30 %, newest first',
    status: 200,
    answer: propertyListResponse,
  }),
};
