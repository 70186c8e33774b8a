import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';

/** Formats we accept, told by the file's content (magic bytes), never by its name or header. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs before decoding: 40 megapixels is more than any phone camera. */
const maxInputPixels = 40_000_000;
export const profilePhotoSize = 512;

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function sniffImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * A square WebP of the photo, rotated upright, with every metadata block (EXIF, GPS) dropped:
 * sharp writes no metadata unless asked to.
 */
export async function toProfilePhoto(input: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(input);
  if (!format || !acceptedFormats.has(format)) throw new AppError('FileTypeNotAllowed');
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(profilePhotoSize, profilePhotoSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('FileTypeNotAllowed');
  }
}
