import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { photoInputOptions, readImageHeader } from '../../platform/images/image-format.ts';

export const profilePhotoSize = 512;

/**
 * A square WebP of the photo, rotated upright, with every metadata block (EXIF, GPS) dropped:
 * sharp writes no metadata unless asked to. Formats are told by content (magic bytes).
 */
export async function toProfilePhoto(input: Buffer): Promise<Buffer> {
  // The listing photos' rule, header first: a wrong type FileTypeNotAllowed, a decompression bomb
  // PayloadTooLarge (before, sharp's pixel limit failed it as an unreadable file).
  await readImageHeader(input);
  try {
    return await sharp(input, photoInputOptions)
      .rotate()
      .resize(profilePhotoSize, profilePhotoSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('FileTypeNotAllowed');
  }
}
