import { createRequire } from 'node:module';

// sharp-phash is CommonJS whose `module.exports` is the function, while its types declare an ES
// default export that TypeScript cannot call: required, with the signature its index.d.ts declares.
const phash = createRequire(import.meta.url)('sharp-phash') as (image: Buffer) => Promise<string>;

/**
 * A photo's perceptual hash (issue 30): the 64-bit DCT hash of sharp-phash, which stays nearly the
 * same when a photo is re-encoded, resized, slightly re-cropped or re-toned, so the same photo in two
 * listings is found even when an agency re-saved it. Stored as PostgreSQL's signed `bigint`
 * (`property_photos.phash`): the 64 bits read as a two's-complement number.
 */
export async function perceptualHash(image: Buffer): Promise<bigint> {
  const bits = await phash(image);
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/** How many of the 64 bits differ: 0 for the same photo, a few for a re-saved copy, ~32 for unrelated photos. */
export function hammingDistance(a: bigint, b: bigint): number {
  let differing = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (differing !== 0n) {
    differing &= differing - 1n;
    count += 1;
  }
  return count;
}

/**
 * At most this many differing bits is "the same photo file", re-saved: over 40 scenes, re-encoded,
 * resized and re-toned copies measured 0–3 apart, different rooms 9 and more (mostly 16–32). A
 * re-cropped copy moves further (3 % off each side: 1–12), so it is caught by the comparison of two
 * listings' photos that are already alike in place and size (offer grouping), not by this threshold.
 * Four bits allow a lookup by five exact 13-bit bands (pigeonhole: five bands, at most four differ).
 */
export const samePhotoMaxDistance = 4;
