import { randomUUID } from 'node:crypto';
import { agencyLimits } from '@krov/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { photoInputOptions, readImageHeader } from '../../platform/images/image-format.ts';

/** A logo's longest side: sharp on a retina screen at the page's 128 px. */
const logoMaxSide = 512;
/** Logos are small files: 5 MB is far more than any real one (the web checks the same limit first). */
export const logoBytesMax = agencyLimits.logoBytesMax;

/** A new key each time, so the files route may cache a logo for a year. */
export const agencyLogoKey = (agencyId: string) => `agencies/${agencyId}/logo-${randomUUID()}.webp`;

/**
 * A logo as stored: JPEG, PNG or WebP by its content, turned upright, fitted inside 512 px
 * without cropping (logos are seldom square) and without enlarging, transparency kept, as WebP
 * with no metadata.
 */
export async function toAgencyLogo(input: Buffer): Promise<Buffer> {
  if (input.length > logoBytesMax) throw new AppError('PayloadTooLarge');
  await readImageHeader(input);
  try {
    return await sharp(input, photoInputOptions)
      .autoOrient()
      .resize(logoMaxSide, logoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new AppError('FileTypeNotAllowed');
  }
}
