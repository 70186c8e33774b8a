/**
 * What a listing card showed when it was pressed: enough to draw the listing modal's first frame
 * at once (photo, price, title, place) while the listing itself loads. The photo is the one the
 * card shows, already in the browser's cache at the size the card chose. Only the last press is
 * kept: one modal opens at a time.
 */
export interface ListingPreview {
  id: string;
  title: string;
  price: string;
  place: string;
  /** The card photo's current source; absent for a listing without photos. */
  photo?: string;
}

let last: ListingPreview | null = null;

export function rememberListingPreview(preview: ListingPreview): void {
  last = preview;
}

export function listingPreview(id: string): ListingPreview | null {
  return last?.id === id ? last : null;
}
