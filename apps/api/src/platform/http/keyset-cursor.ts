import { z } from 'zod';
import { fieldError } from '../errors/app-error.ts';

/** The position a keyset page ends at: the last item's time and id. */
export interface KeysetPosition {
  at: Date;
  id: string;
}

const position = z.object({ t: z.iso.datetime(), id: z.uuid() });

/** Opaque to clients: base64url of the keyset, so its form may change without a contract change. */
export function encodeKeyset({ at, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify({ t: at.toISOString(), id })).toString('base64url');
}

/** The keyset of a cursor; anything this api did not make answers ValidationErrors Invalid on `cursor`. */
export function decodeKeyset(cursor: string): KeysetPosition {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', 'Invalid');
  }
  const parsed = position.safeParse(raw);
  if (!parsed.success) throw fieldError('cursor', 'Invalid');
  return { at: new Date(parsed.data.t), id: parsed.data.id };
}
