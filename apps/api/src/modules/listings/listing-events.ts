/** Who did what to which listing: the subject of every listing event. */
export interface ListingEvent {
  listingId: string;
  ownerId: string;
}

/**
 * What the listings module announces (platform/events). Emitted after the change committed;
 * `listing.deleted` is also staged inside the deleting transaction, where its durable handlers
 * (the photo removal job) are queued.
 */
declare module '../../platform/events/event-bus.ts' {
  interface DomainEvents {
    'listing.created': ListingEvent;
    'listing.edited': ListingEvent;
    /**
     * An edit changed the price; staged in the edit's transaction (the savers' price-drop
     * notifications are durable), and emitted after it. `changedAt` tells one change from another.
     */
    'listing.price-changed': ListingEvent & {
      previousPrice: number | null;
      price: number | null;
      changedAt: Date;
    };
    'listing.price-hidden': ListingEvent & { hidden: boolean };
    'listing.published': ListingEvent & { validUntil: Date };
    /** Renewed for 30 more days; `relisted` when an expired listing became listed again. */
    'listing.renewed': ListingEvent & { validUntil: Date; relisted: boolean };
    /**
     * Became public (published, renewed after expiry, shown again): staged inside the transaction,
     * so the alerts' matching job exists exactly when the change does.
     */
    'listing.listed': ListingEvent;
    'listing.hidden': ListingEvent;
    /** Shown again: listed while still valid, else expired. */
    'listing.unhidden': ListingEvent & { status: 'listed' | 'expired' };
    'listing.sold': ListingEvent & { public: boolean };
    'listing.deleted': ListingEvent;
    /** The expire job moved the listing to expired (its validity, or its 30 sold days, ended). */
    'listing.expired': { listingId: string };
    /** Photos added, reordered, a cover chosen or one removed by the owner. */
    'listing.photos-changed': { listingId: string };
    /** Someone other than the owner asked for the owner's phone number. */
    'listing.phone-revealed': ListingEvent & { viewerId: string };
  }
}
