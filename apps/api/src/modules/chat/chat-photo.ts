import { chatLimits } from '@krov/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/errors/app-error.ts';
import { photoInputOptions, readImageHeader } from '../../platform/images/image-format.ts';

/** A message photo's longest side: enough for a phone's full screen, small enough to load fast. */
const maxSide = 1600;

export const chatPhotoContentType = 'image/webp';

/** The storage key of a message photo: under the uploader, so a closed account's photos go together. */
export const chatPhotoKey = (uploaderId: string, photoId: string) => `chats/${uploaderId}/${photoId}.webp`;

/**
 * A message photo as stored, like listing photos: JPEG, PNG or WebP only (by their magic bytes,
 * not their name), at most 10 MB and 50 megapixels (read from the header before decoding), turned
 * upright, re-encoded as WebP at most 1600 px, with no metadata at all (EXIF and its GPS, ICC, XMP).
 */
export async function cleanChatPhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.length > chatLimits.photoBytesMax) throw new AppError('PayloadTooLarge');
  await readImageHeader(bytes);
  try {
    const { data, info } = await sharp(bytes, photoInputOptions)
      .autoOrient()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Whatever the decoder refuses (truncated, corrupt) is not an image we take.
    throw new AppError('FileTypeNotAllowed');
  }
}
