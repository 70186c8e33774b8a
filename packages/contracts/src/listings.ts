import { z } from 'zod';
import { listingLimits } from './constants.ts';
import { whenParsed } from './fields.ts';
import { listingTypes, propertyTypes } from './listing-kinds.ts';
import { tourUrlField, videoUrlField } from './media-link-fields.ts';

export { listingTypes, propertyTypes };
export const propertyFeatures = [
  'furnished',
  'balcony',
  'garden',
  'elevator',
  'attic',
  'garage',
  'swimming_pool',
] as const;
/** Where a listing is in its life (docs/product/DECISIONS.md, Listings); "sold" is a mark on top (soldAt). */
export const listingStatuses = ['unpaid', 'listed', 'hidden', 'expired'] as const;
/** The tabs of /me/properties: Listed holds sold-while-listed ones for 30 days (with a badge). */
export const myPropertiesTabs = ['listed', 'expired', 'hidden', 'unpaid'] as const;

export type ListingType = (typeof listingTypes)[number];
export type PropertyType = (typeof propertyTypes)[number];
export type PropertyFeature = (typeof propertyFeatures)[number];
export type ListingStatus = (typeof listingStatuses)[number];
export type MyPropertiesTab = (typeof myPropertiesTabs)[number];

export { listingLimits };

/** An integer within [from, to], reported as the spec's Between {from, to, value}. */
function between(from: number, to: number) {
  return z
    .number()
    .int()
    .superRefine((value, ctx) => {
      if (value < from || value > to) {
        ctx.addIssue({ code: 'custom', params: { key: 'Between', extra: { from, to, value } } });
      }
    });
}

export const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Location = z.infer<typeof locationSchema>;

const L = listingLimits;

/** The fields the owner writes, before the checks across fields. */
const propertyFields = z.object({
  listingType: z.enum(listingTypes),
  propertyType: z.enum(propertyTypes),
  size: z.number().min(L.sizeMin).max(L.sizeMax),
  bedrooms: between(0, L.roomsMax).nullish(),
  bathrooms: between(0, L.roomsMax).nullish(),
  features: z.array(z.enum(propertyFeatures)).max(propertyFeatures.length).default([]),
  constructionYear: between(L.constructionYearMin, L.constructionYearMax).nullish(),
  garden: z.number().min(0).max(L.gardenMax).nullish(),
  parkings: between(0, L.parkingsMax).nullish(),
  floor: between(L.floorMin, L.floorMax).nullish(),
  totalFloors: between(0, L.totalFloorsMax).nullish(),
  /** KM; null means "price on request". */
  price: z.number().min(0).max(L.priceMax).nullish(),
  hidePrice: z.boolean().default(false),
  description: z.string().trim().max(L.descriptionMax).default(''),
  address: z.string().trim().min(1).max(L.addressMax),
  location: locationSchema.nullish(),
  /** A YouTube or Vimeo link (media-links.ts); blank or null: none. */
  videoUrl: videoUrlField.nullish(),
  /** A 3D tour of an allowed host (Matterport, Kuula, …); blank or null: none. */
  tourUrl: tourUrlField.nullish(),
});

/** The checks across fields, the same for a new listing and an edit. */
type CheckedFields = Pick<z.output<typeof propertyFields>, 'location' | 'floor' | 'totalFloors'>;
function withListingChecks<S extends z.ZodType<CheckedFields>>(schema: S): S {
  return (
    schema
      // Each check runs even when other fields failed (whenParsed): the form shows them all at once.
      .superRefine((value, ctx) => {
        if (!value.location) {
          ctx.addIssue({ code: 'custom', path: ['location'], params: { key: 'Location' } });
        }
      }, whenParsed('location'))
      .superRefine(
        (value, ctx) => {
          if (value.floor != null && value.totalFloors != null && value.floor > value.totalFloors) {
            ctx.addIssue({
              code: 'custom',
              path: ['floor'],
              params: { key: 'LessThanOrEqual', extra: { max: value.totalFloors, value: value.floor } },
            });
          }
        },
        whenParsed('floor', 'totalFloors'),
      )
  );
}

/** What the owner writes: the same schema validates the web form and the api. */
export const propertyInput = withListingChecks(propertyFields);
export type PropertyInput = z.input<typeof propertyInput>;

/**
 * An edit (PUT): the same, but a missing hidePrice keeps the stored choice (undefined) instead
 * of the default false, which published a hidden price (issue 27, 32). Nothing left out may reveal.
 */
export const propertyEditInput = withListingChecks(
  propertyFields.extend({ hidePrice: z.boolean().optional() }),
);

export const placeRef = z.object({ slug: z.string(), name: z.string() });

/** Where the pin is: derived from the location with the places data set. */
export const propertyPlace = z.object({
  entity: placeRef.nullable(),
  canton: placeRef.nullable(),
  city: placeRef.nullable(),
  municipality: placeRef,
  neighbourhood: placeRef.nullable(),
});

export const photoVariantWidths = [320, 768, 1600] as const;

export const propertyPhoto = z.object({
  id: z.string(),
  /** WebP variants by width; a photo still being processed has none yet. */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
  width: z.number().nullable(),
  height: z.number().nullable(),
  position: z.number(),
  ready: z.boolean(),
});

/**
 * What would raise a listing's quality score (issue 29, decision 223): more photos (up to 8), a pin
 * moved to the building rather than left on a place's own point, size and rooms, a description of
 * a useful length, a confirmation within the week. Floor plans join when they can be uploaded.
 */
export const qualityFixKeys = ['photos', 'street_pin', 'size_rooms', 'description', 'confirmation'] as const;
export type QualityFixKey = (typeof qualityFixKeys)[number];

/** GET /api/properties/{id}/quality (owner, agent): 0–100, and each fix with the points it would add. */
export const propertyQualityResponse = z.object({
  score: z.number().int().min(0).max(100),
  fixes: z.array(z.object({ key: z.enum(qualityFixKeys), points: z.number().int().min(1).max(100) })),
});
export type PropertyQualityResponse = z.infer<typeof propertyQualityResponse>;

/**
 * One advertiser's offer of a property several advertisers offer (issue 30, decision 250): its
 * listing, its public price (null on request) and the agency offering it (null: a private owner).
 */
export const propertyOffer = z.object({
  propertyId: z.string(),
  price: z.number().nullable(),
  agency: z.object({ name: z.string(), slug: z.string(), logo: z.string().nullable() }).nullable(),
});
export type PropertyOffer = z.infer<typeof propertyOffer>;

export const propertyResponse = z.object({
  id: z.string(),
  status: z.enum(listingStatuses),
  /** Set when marked sold. */
  soldAt: z.string().nullable(),
  listingType: z.enum(listingTypes),
  propertyType: z.enum(propertyTypes),
  size: z.number(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  features: z.array(z.enum(propertyFeatures)),
  constructionYear: z.number().nullable(),
  garden: z.number().nullable(),
  parkings: z.number().nullable(),
  floor: z.number().nullable(),
  totalFloors: z.number().nullable(),
  /** Null when the owner hides it ("price on request") or never gave one; owners always see it. */
  price: z.number().nullable(),
  hidePrice: z.boolean(),
  description: z.string(),
  address: z.string(),
  location: locationSchema,
  place: propertyPlace,
  /** The first photo is the cover. */
  photos: z.array(propertyPhoto),
  /** Floor plans, uploaded apart (`?kind=floor_plan`), in their own order; never the cover. */
  floorPlans: z.array(propertyPhoto),
  /** Canonical links of allowed hosts (media-links.ts); the page embeds them only when asked. */
  videoUrl: z.string().nullable(),
  tourUrl: z.string().nullable(),
  ownerId: z.string(),
  agentId: z.string().nullable(),
  validUntil: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /**
   * When its advertiser last said it is still available (publishing and renewing count; issue 29):
   * "Provjereno dostupno prije N dana". Null before it was first published.
   */
  confirmedAt: z.string().nullable(),
  /** The owner's view only: asked to confirm, the time by which an answer keeps it public; else null. */
  confirmBy: z.string().nullable(),
  /** The owner's view only: why it is hidden when the system hid it (`unconfirmed`: not confirmed in time). */
  hiddenReason: z.enum(['unconfirmed']).nullable(),
  /** The owner's view only: the quality score and its fixes (as GET …/quality); null for anyone else. */
  quality: propertyQualityResponse.nullable(),
  /**
   * The property's public offers when other advertisers offer it too (issue 30, decision 250): every
   * one, this listing's included, the best (cheapest public price) first; empty when it is the only one.
   */
  offers: z.array(propertyOffer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyResponse = z.infer<typeof propertyResponse>;

/** How the owner orders their listings: newest first, soonest to expire, most viewed, by price. */
export const myPropertiesSorts = ['newest', 'expiring', 'mostViewed', 'priceHigh', 'priceLow'] as const;
export type MyPropertiesSort = (typeof myPropertiesSorts)[number];

export const myPropertiesQuery = z.object({
  tab: z.enum(myPropertiesTabs).default('listed'),
  sort: z.enum(myPropertiesSorts).default('newest'),
  /** Words of the address or the description; every word must occur (any case, any accents). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  /** The agency's owner: only one agent's listings, or the unassigned ones ("none"). */
  agent: z.union([z.uuid(), z.literal('none')]).optional(),
});

/**
 * What a listing has drawn over its life: views (once per visitor and day, added up every few
 * minutes), saves, and contacts (phone reveals, and later conversations started).
 */
export const listingStats = z.object({ views: z.number(), saves: z.number(), contacts: z.number() });
export type ListingStats = z.infer<typeof listingStats>;
/**
 * An agency listing in /me/properties: the person who holds it (the agent it is assigned to, else
 * the member who created it; docs/decisions/144-agency-listings.md), null for a private listing.
 */
export const listingHolder = z.object({ id: z.string(), name: z.string() });
export const myProperty = propertyResponse.extend({ stats: listingStats, heldBy: listingHolder.nullable() });

/** A listing's statistics for its owner: the totals, and each of the last 30 days (UTC days, oldest first). */
export const listingStatistics = listingStats.extend({
  days: z.array(listingStats.extend({ day: z.string() })),
});
export type ListingStatistics = z.infer<typeof listingStatistics>;
export type MyProperty = z.infer<typeof myProperty>;

export const myPropertiesResponse = z.object({
  items: z.array(myProperty),
  total: z.number(),
  /** How many listings each tab holds, for the tab labels. */
  counts: z.object({ listed: z.number(), expired: z.number(), hidden: z.number(), unpaid: z.number() }),
  /**
   * The listings that count toward the owner's limit (listed and unpaid, not sold) and the limit:
   * the editor says so before the form is filled (PropertyLimit).
   */
  limit: z.object({ used: z.number(), max: z.number() }),
});

/** What publishing or renewing did: listed at once (no fee), or a payment is due first. */
export const publishResponse = z.object({
  property: propertyResponse,
  /** KM due before the listing goes live; null when nothing is due. */
  paymentDue: z.number().nullable(),
});

export const renewAllResponse = z.object({ renewed: z.number(), paymentDue: z.number().nullable() });
export const hidePriceRequest = z.object({ hidden: z.boolean() });
/** What an upload adds: photos (the default) or floor plans, each kept in its own order (issue 31). */
export const photoKinds = ['photo', 'floor_plan'] as const;
export type PhotoKind = (typeof photoKinds)[number];
export const photoUploadQuery = z.object({ kind: z.enum(photoKinds).default('photo') });

export const photoOrderRequest = z.object({
  photoIds: z.array(z.string().uuid()).min(1).max(listingLimits.photosMax),
});
export const propertyIdParams = z.object({ id: z.string().uuid() });
export const photoParams = z.object({ id: z.string().uuid(), photoId: z.string().uuid() });

/** POST /api/properties/{id}/confirm-available and POST /api/availability-confirmations (issue 29). */
export const confirmAvailableResponse = z.object({ propertyId: z.string(), confirmedAt: z.string() });
export type ConfirmAvailableResponse = z.infer<typeof confirmAvailableResponse>;

/** The one-tap link's token (an e-mail's `/still-available?token=…`): signed, single-use, expiring. */
export const availabilityConfirmationRequest = z.object({ token: z.string().trim().min(1).max(300) });
export type AvailabilityConfirmationRequest = z.infer<typeof availabilityConfirmationRequest>;
