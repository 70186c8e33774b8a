import { describe, expect, it } from 'vitest';
import { type Republishing, republished, scenePhoto } from '../../../test/scene-images.ts';
import { hammingDistance, perceptualHash, samePhotoMaxDistance } from './perceptual-hash.ts';

// A re-cropped copy is further (see samePhotoMaxDistance): offer grouping compares those.
const ways: Republishing[] = ['resaved', 'resized', 'toned'];

describe('perceptual hash', () => {
  it('counts differing bits across the whole 64, sign bit included', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
  });

  it('finds a photo again after it was re-saved, resized or re-toned', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const original = await perceptualHash(await scenePhoto(seed));
      for (const how of ways) {
        const copy = await perceptualHash(await republished(await scenePhoto(seed), how));
        expect(hammingDistance(original, copy), `scene ${seed}, ${how}`).toBeLessThanOrEqual(
          samePhotoMaxDistance,
        );
      }
    }
  });

  it('tells different rooms apart', async () => {
    const hashes = await Promise.all(
      [11, 12, 13, 14, 15, 16].map(async (seed) => perceptualHash(await scenePhoto(seed))),
    );
    for (let a = 0; a < hashes.length; a += 1) {
      for (let b = a + 1; b < hashes.length; b += 1) {
        expect(hammingDistance(hashes[a] as bigint, hashes[b] as bigint)).toBeGreaterThan(
          samePhotoMaxDistance,
        );
      }
    }
  });
});
