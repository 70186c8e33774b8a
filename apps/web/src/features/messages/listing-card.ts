import type { ChatProperty, PropertyResponse } from '@krov/contracts';
import { coverPhoto } from '@/shared/listings/listing-parts';

/**
 * A public listing (GET /api/properties/{id}) as a conversation's card shows it: a new
 * conversation opened from /p/{id} has no stored listing yet (GET /api/chats/user/{userId} stores
 * nothing), so its card is made from the listing itself.
 */
export function chatPropertyOf(listing: PropertyResponse): ChatProperty {
  const cover = coverPhoto(listing);
  const smallest = cover ? [...cover.variants].sort((a, b) => a.width - b.width)[0] : undefined;
  const { neighbourhood, municipality } = listing.place;
  return {
    id: listing.id,
    available: true,
    listingType: listing.listingType,
    propertyType: listing.propertyType,
    price: listing.hidePrice ? null : listing.price,
    size: listing.size,
    place: neighbourhood?.name ?? municipality.name,
    address: listing.address,
    imageUrl: smallest?.url ?? null,
  };
}
