import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors/app-error.ts';

/** The formats photos may arrive in (docs/product/DECISIONS.md: JPEG, PNG, WebP). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * Refuses decompression bombs: a few kilobytes can declare billions of pixels, and decoding
 * them takes gigabytes. 50 megapixels is more than a phone camera's full-resolution mode (and
 * 200 MB of pixels to decode, already a lot).
 */
export const maxImagePixels = 50_000_000;

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The format told by the file's content (magic bytes), never by its name or Content-Type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export interface ImageHeader {
  format: ImageFormat;
  /** Upright: EXIF orientation applied (a portrait phone photo is taller than wide). */
  width: number;
  height: number;
}

/**
 * Reads only the header, decoding no pixels: the format by magic bytes (FileTypeNotAllowed
 * unless JPEG, PNG or WebP, and the decoder must agree), and the size in pixels
 * (PayloadTooLarge over maxImagePixels, before anything is decoded).
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError('FileTypeNotAllowed');
  let metadata: Metadata;
  try {
    // Header only, no pixels decoded: safe without sharp's limit, which would answer a bomb
    // with an error indistinguishable from a corrupt file.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('FileTypeNotAllowed');
  }
  if (metadata.format !== format || !(metadata.width > 0 && metadata.height > 0)) {
    throw new AppError('FileTypeNotAllowed');
  }
  if (metadata.width * metadata.height > maxImagePixels) throw new AppError('PayloadTooLarge');
  return { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** sharp's input options for photos: the pixel limit again (belt and braces), and corrupt data fails. */
export const photoInputOptions = { limitInputPixels: maxImagePixels, failOn: 'error' } as const;
