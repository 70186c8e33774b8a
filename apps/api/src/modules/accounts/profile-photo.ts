import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { photoInputOptions, sniffImageFormat } from '../../platform/images/image-format.ts';

export const profilePhotoSize = 512;

/**
 * A square WebP of the photo, rotated upright, with every metadata block (EXIF, GPS) dropped:
 * sharp writes no metadata unless asked to. Formats are told by content (magic bytes).
 */
export async function toProfilePhoto(input: Buffer): Promise<Buffer> {
  if (!sniffImageFormat(input)) throw new AppError('FileTypeNotAllowed');
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
