import type { OwnerCardResponse, PropertyResponse } from '@krov/contracts';

/** The owner's public card (GET /api/properties/{id}/owner). */
export type PropertyOwner = OwnerCardResponse;

export interface PropertyPageData {
  listing: PropertyResponse;
  owner: PropertyOwner | null;
  similar: PropertyResponse[];
}
