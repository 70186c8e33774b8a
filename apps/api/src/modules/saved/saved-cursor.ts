import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';

/** Where a page of saved listings ends: the last item's save time and listing id (the keyset). */
export interface SavedPosition {
  savedAt: Date;
  propertyId: string;
}

export function encodeSavedCursor({ savedAt, propertyId }: SavedPosition): string {
  return encodeKeyset({ at: savedAt, id: propertyId });
}

/** Anything this api did not make answers ValidationErrors Invalid on `cursor`. */
export function decodeSavedCursor(cursor: string): SavedPosition {
  const { at, id } = decodeKeyset(cursor);
  return { savedAt: at, propertyId: id };
}
