import { listingLimits, photoVariantWidths } from '@krov/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ImageFormat, photoInputOptions, readImageHeader } from '../../platform/images/image-format.ts';

export type PhotoVariantWidth = (typeof photoVariantWidths)[number];

/** Every stored listing photo (the clean one and its variants) is WebP. */
export const listingPhotoContentType = 'image/webp';
/** The clean photo's longest side: the largest variant. */
export const cleanPhotoMaxSide = Math.max(...photoVariantWidths);
const webpOptions = { quality: 80 } as const;

function checkSize(bytes: Buffer): void {
  if (bytes.length > listingLimits.photoBytesMax) throw new AppError('PayloadTooLarge');
}

/** Runs a sharp pipeline; whatever the decoder refuses (corrupt, truncated) is FileTypeNotAllowed. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FileTypeNotAllowed');
  }
}

/**
 * Judges an upload before anything is stored, cheap enough for the request:
 * - PayloadTooLarge over listingLimits.photoBytesMax (15 MB), checked first;
 * - FileTypeNotAllowed unless the magic bytes say JPEG, PNG or WebP (a script named .jpg, a zip,
 *   an empty file), and when the pixel data does not decode (truncated, corrupt);
 * - PayloadTooLarge over maxImagePixels (a decompression bomb), read from the header before
 *   any pixel is decoded.
 * The whole file is decoded once at a small scale (JPEG and WebP shrink while decoding), so a
 * file that passes here also passes cleanListingPhoto. Width and height are upright (EXIF
 * orientation applied), the original's, before cleaning shrinks it.
 */
export async function inspectListingPhoto(
  bytes: Buffer,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  checkSize(bytes);
  const header = await readImageHeader(bytes);
  await decoding(() =>
    sharp(bytes, photoInputOptions)
      .resize(64, 64, { fit: 'inside', fastShrinkOnLoad: true })
      .raw()
      .toBuffer(),
  );
  return header;
}

/**
 * The photo as stored: WebP, rotated upright by its EXIF orientation, the longest side at most
 * 1600 px (never enlarged), converted to sRGB and carrying no metadata at all (no EXIF, no GPS,
 * no ICC, no XMP: sharp writes none unless asked). Refuses what inspectListingPhoto refuses.
 */
export async function cleanListingPhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  checkSize(bytes);
  await readImageHeader(bytes);
  const { data, info } = await decoding(() =>
    sharp(bytes, photoInputOptions)
      .autoOrient()
      .resize(cleanPhotoMaxSide, cleanPhotoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .webp(webpOptions)
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}

export interface PhotoVariant {
  /** The slot of photoVariantWidths this variant fills (its file name, its srcset entry). */
  width: PhotoVariantWidth;
  /** Its real size: equal to `width` unless the photo is narrower than the slot (never enlarged). */
  pixelWidth: number;
  pixelHeight: number;
  /** WebP, no metadata. */
  data: Buffer;
}

/**
 * WebP variants of a clean photo (cleanListingPhoto's data), narrowest first: one for every
 * width of photoVariantWidths up to the photo's own width, plus the next wider slot holding
 * the photo at its own size when it falls between two (nothing is enlarged, and no resolution
 * is lost: a 1200 px wide photo gets 320, 768 and a "1600" of 1200 px; a 200 px one gets a
 * "320" of 200 px). A variant as wide as the clean photo is the clean photo itself.
 */
export async function makePhotoVariants(clean: Buffer): Promise<PhotoVariant[]> {
  const metadata = await decoding(() => sharp(clean, photoInputOptions).metadata());
  const sourceWidth = metadata.autoOrient.width;
  const sourceHeight = metadata.autoOrient.height;
  const reusable = metadata.format === 'webp' && !metadata.exif && !metadata.icc && !metadata.xmp;

  const slots: Array<{ slot: PhotoVariantWidth; target: number }> = [];
  for (const slot of photoVariantWidths) {
    if (slot <= sourceWidth) slots.push({ slot, target: slot });
    else {
      if (slots.at(-1)?.target !== sourceWidth) slots.push({ slot, target: sourceWidth });
      break;
    }
  }

  return Promise.all(
    slots.map(async ({ slot, target }) => {
      if (target === sourceWidth && reusable) {
        return { width: slot, pixelWidth: sourceWidth, pixelHeight: sourceHeight, data: clean };
      }
      const { data, info } = await decoding(() =>
        sharp(clean, photoInputOptions)
          .autoOrient()
          .resize({ width: target, withoutEnlargement: true })
          .webp(webpOptions)
          .toBuffer({ resolveWithObject: true }),
      );
      return { width: slot, pixelWidth: info.width, pixelHeight: info.height, data };
    }),
  );
}
