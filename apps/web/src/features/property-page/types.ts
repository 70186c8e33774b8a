import type {
  BuyerCostsResponse,
  OwnerCardResponse,
  PriceHistoryResponse,
  PropertyResponse,
} from '@krov/contracts';

/** The owner's public card (GET /api/properties/{id}/owner). */
export type PropertyOwner = OwnerCardResponse;

export interface PropertyPageData {
  listing: PropertyResponse;
  owner: PropertyOwner | null;
  similar: PropertyResponse[];
  /** Its asking prices and first listing (GET …/price-history); null when they could not be read. */
  history: PriceHistoryResponse | null;
  /** The buyer's costs beside a sale price (GET …/costs); null for a rental or when unread. */
  costs: BuyerCostsResponse | null;
}
