import type { PhotoKind, PropertyResponse } from '@krov/contracts';
import { listingLimits } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';

/** What the file picker offers (the api checks the bytes themselves). */
export const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface Upload {
  key: string;
  name: string;
  /** 0–100. */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
}

/**
 * The photos a user chose, going up one request each with its own progress (POST
 * /api/properties/{id}/photos, field "photos"), one after another so they keep the order they were
 * chosen in. Wrong types, files too large and photos over the limit are refused with a toast first.
 */
export function usePhotoUploads(
  listingId: string,
  photoCount: number,
  onUploaded: (listing: PropertyResponse) => void,
  kind: PhotoKind = 'photo',
) {
  const max = kind === 'photo' ? listingLimits.photosMax : listingLimits.floorPlansMax;
  const t = useTranslations('properties.photos');
  const [uploads, setUploads] = useState<Upload[]>([]);

  async function upload(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      if (!(acceptedTypes as readonly string[]).includes(file.type)) {
        toast.error(t('wrongType', { name: file.name }));
      } else if (file.size > listingLimits.photoBytesMax) {
        toast.error(t('tooLarge', { name: file.name }));
      } else {
        accepted.push(file);
      }
    }
    const room = max - photoCount;
    if (accepted.length > room) toast.error(t('tooMany', { max }));
    const queue = accepted.slice(0, Math.max(0, room)).map((file, index) => ({
      file,
      key: `${Date.now()}-${index}-${file.name}`,
    }));
    if (queue.length === 0) return;
    setUploads((current) => [
      ...current.filter((each) => each.state !== 'failed'),
      ...queue.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
    ]);
    let done = 0;
    for (const { file, key } of queue) {
      const update = (change: Partial<Upload>) =>
        setUploads((current) => current.map((each) => (each.key === key ? { ...each, ...change } : each)));
      update({ state: 'uploading' });
      try {
        const answer = await propertiesApi.uploadPhoto(
          listingId,
          file,
          { onProgress: (fraction) => update({ progress: Math.round(fraction * 100) }) },
          kind,
        );
        onUploaded(answer);
        setUploads((current) => current.filter((each) => each.key !== key));
        done += 1;
      } catch {
        update({ state: 'failed' }); // the api client told why (FileTypeNotAllowed, PayloadTooLarge, …)
      }
    }
    if (done > 0) toast.success(t('uploaded', { count: done }));
  }

  return { uploads, uploading: uploads.some((each) => each.state !== 'failed'), upload };
}
