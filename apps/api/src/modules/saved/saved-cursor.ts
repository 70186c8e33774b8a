import { z } from 'zod';
import { fieldError } from '../../platform/errors/app-error.ts';

/** Where a page of saved listings ends: the last item's save time and listing id (the keyset). */
export interface SavedPosition {
  savedAt: Date;
  propertyId: string;
}

const position = z.object({ t: z.iso.datetime(), id: z.uuid() });

/** Opaque to clients: base64url of the keyset, so its form may change without a contract change. */
export function encodeSavedCursor({ savedAt, propertyId }: SavedPosition): string {
  return Buffer.from(JSON.stringify({ t: savedAt.toISOString(), id: propertyId })).toString('base64url');
}

/** The keyset of a cursor; anything this api did not make answers ValidationErrors Invalid on `cursor`. */
export function decodeSavedCursor(cursor: string): SavedPosition {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', 'Invalid');
  }
  const parsed = position.safeParse(raw);
  if (!parsed.success) throw fieldError('cursor', 'Invalid');
  return { savedAt: new Date(parsed.data.t), propertyId: parsed.data.id };
}
