'use client';

import { listingLimits, type PhotoKind } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { PhotoGrid } from './PhotoGrid';
import { UploadList } from './UploadList';
import { useListingPhotos } from './use-listing-photos';
import { acceptedTypes, usePhotoUploads } from './use-photo-uploads';

export interface PhotoManagerProps {
  listingId: string;
  /** A sold listing: photos are shown, not changed. */
  readOnly?: boolean;
  /** Floor plans (issue 31): their own list and order, no cover, at most 10. */
  kind?: PhotoKind;
}

/**
 * A listing's photos: several chosen at once go up one request each with its own progress bar;
 * they reorder by dragging and PUT the new order; "make cover" moves one first; each can be
 * deleted. A photo still being processed shows a placeholder until the api marks it ready.
 */
export function PhotoManager({ listingId, readOnly = false, kind = 'photo' }: PhotoManagerProps) {
  const t = useTranslations('properties.photos');
  const inputId = useId();
  const { photos, busyPhotoId, makeCover, remove, move, uploaded } = useListingPhotos(listingId, kind);
  const { uploads, uploading, upload } = usePhotoUploads(listingId, photos.length, uploaded, kind);
  const max = kind === 'photo' ? listingLimits.photosMax : listingLimits.floorPlansMax;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same files may be chosen again
    if (files.length > 0) void upload(files);
  }

  return (
    <div className="space-y-5" data-testid={kind === 'photo' ? 'photo-manager' : 'floor-plan-manager'}>
      {!readOnly && (
        <div>
          <input
            id={inputId}
            type="file"
            multiple
            accept={acceptedTypes.join(',')}
            className="peer sr-only"
            disabled={uploading || photos.length >= max}
            onChange={choose}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              'secondary',
              'md',
              uploading
                ? 'cursor-not-allowed opacity-60'
                : 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            )}
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
              <path
                d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t(kind === 'photo' ? 'add' : 'addFloorPlans')}
          </label>
        </div>
      )}

      {uploads.length > 0 && <UploadList uploads={uploads} />}

      {photos.length === 0 && uploads.length === 0 && (
        <p className="text-sm text-slate-700">{t(kind === 'photo' ? 'none' : 'noFloorPlans')}</p>
      )}

      {photos.length > 0 && (
        <PhotoGrid
          photos={photos}
          readOnly={readOnly}
          busyPhotoId={busyPhotoId}
          onMove={move}
          {...(kind === 'photo' ? { onMakeCover: makeCover } : {})}
          onRemove={remove}
        />
      )}
    </div>
  );
}
