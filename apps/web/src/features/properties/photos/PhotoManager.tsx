'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { listingLimits } from '@krov/contracts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { toast } from '@/shared/ui/toast';
import { type PropertyPhoto, photosIn, propertiesApi, smallestVariant } from '../properties-api';

/** What the file picker offers (the api checks the bytes themselves). */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** While a photo is being processed, the listing is asked again this often, this many times. */
const pollEveryMs = 1500;
const pollAttempts = 60;

interface Upload {
  key: string;
  name: string;
  /** 0–100. */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
}

export interface PhotoManagerProps {
  listingId: string;
  photos: PropertyPhoto[];
  /** A sold listing: photos are shown, not changed. */
  readOnly?: boolean;
  onPhotosChange?(photos: PropertyPhoto[]): void;
}

/**
 * A listing's photos: several chosen at once go up one request each with its own progress bar
 * (POST /api/properties/{id}/photos, field "photos"); they reorder by dragging (mouse, touch or
 * keyboard, dnd-kit) and PUT the new order; "make cover" moves one first; each can be deleted.
 * A photo still being processed shows a placeholder until the api marks it ready.
 */
export function PhotoManager({
  listingId,
  photos: initial,
  readOnly = false,
  onPhotosChange,
}: PhotoManagerProps) {
  const t = useTranslations('properties.photos');
  const inputId = useId();
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busyPhoto, setBusyPhoto] = useState<string | null>(null);
  const uploading = uploads.some((upload) => upload.state !== 'failed');
  const onPhotosChangeRef = useRef(onPhotosChange);
  onPhotosChangeRef.current = onPhotosChange;

  useEffect(() => onPhotosChangeRef.current?.(photos), [photos]);

  // A newer copy of the listing from the page (its first load, a save) brings the api's photos.
  const given = useRef(initial);
  useEffect(() => {
    if (initial === given.current) return;
    given.current = initial;
    setPhotos(initial);
  }, [initial]);

  // Processing happens off the request: ask again until every photo has its variants.
  const waitingForProcessing = photos.some((photo) => !photo.ready);
  useEffect(() => {
    if (!waitingForProcessing) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      attempts += 1;
      try {
        const listing = await propertiesApi.get(listingId, { quiet: true });
        if (!stopped) setPhotos(listing.photos);
        if (listing.photos.every((photo) => photo.ready)) return;
      } catch {
        // quiet: the next attempt may succeed
      }
      if (!stopped && attempts < pollAttempts) timer = setTimeout(() => void poll(), pollEveryMs);
    };
    timer = setTimeout(() => void poll(), pollEveryMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waitingForProcessing, listingId]);

  async function reload(): Promise<void> {
    try {
      setPhotos((await propertiesApi.get(listingId)).photos);
    } catch {
      // toasted by the api client
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same files may be chosen again
    if (files.length === 0) return;
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
    const room = listingLimits.photosMax - photos.length;
    if (accepted.length > room) toast.error(t('tooMany', { max: listingLimits.photosMax }));
    const queue = accepted.slice(0, Math.max(0, room)).map((file, index) => ({
      file,
      key: `${Date.now()}-${index}-${file.name}`,
    }));
    if (queue.length === 0) return;
    setUploads((current) => [
      ...current.filter((upload) => upload.state !== 'failed'),
      ...queue.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
    ]);
    let done = 0;
    // One after another: the photos keep the order they were chosen in, and each has the whole line.
    for (const { file, key } of queue) {
      const update = (change: Partial<Upload>) =>
        setUploads((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
        );
      update({ state: 'uploading' });
      try {
        const answer = await propertiesApi.uploadPhoto(listingId, file, {
          onProgress: (fraction) => update({ progress: Math.round(fraction * 100) }),
        });
        const fresh = photosIn(answer);
        if (fresh) setPhotos(fresh);
        else await reload();
        setUploads((current) => current.filter((upload) => upload.key !== key));
        done += 1;
      } catch {
        update({ state: 'failed' }); // the api client told why (FileTypeNotAllowed, PayloadTooLarge, …)
      }
    }
    if (done > 0) toast.success(t('uploaded', { count: done }));
  }

  async function makeCover(photo: PropertyPhoto) {
    setBusyPhoto(photo.id);
    try {
      const answer = await propertiesApi.makeCover(listingId, photo.id);
      setPhotos(photosIn(answer) ?? [photo, ...photos.filter((other) => other.id !== photo.id)]);
      toast.success(t('coverChanged'));
    } catch {
      // toasted by the api client
    } finally {
      setBusyPhoto(null);
    }
  }

  async function remove(photo: PropertyPhoto) {
    setBusyPhoto(photo.id);
    try {
      const answer = await propertiesApi.deletePhoto(listingId, photo.id);
      setPhotos(photosIn(answer) ?? photos.filter((other) => other.id !== photo.id));
      toast.success(t('deleted'));
    } catch {
      // toasted by the api client
    } finally {
      setBusyPhoto(null);
    }
  }

  async function reorder({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const before = photos;
    const from = before.findIndex((photo) => photo.id === active.id);
    const to = before.findIndex((photo) => photo.id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(before, from, to);
    setPhotos(next);
    try {
      const answer = await propertiesApi.orderPhotos(
        listingId,
        next.map((photo) => photo.id),
      );
      const fresh = photosIn(answer);
      if (fresh) setPhotos(fresh);
    } catch {
      setPhotos(before); // toasted by the api client
    }
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => photos.findIndex((photo) => photo.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragStart', { position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dragOver', { position: position(active.id), over: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dragEnd', { position: position(active.id), over: position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dragCancel', { position: position(active.id) }),
  };

  return (
    <div className="space-y-5" data-testid="photo-manager">
      {!readOnly && (
        <div>
          <input
            id={inputId}
            type="file"
            multiple
            accept={acceptedTypes.join(',')}
            className="peer sr-only"
            disabled={uploading || photos.length >= listingLimits.photosMax}
            onChange={(event) => void choose(event)}
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
            {t('add')}
          </label>
        </div>
      )}

      {uploads.length > 0 && (
        <ul className="space-y-3" aria-label={t('add')}>
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800">{upload.name}</span>
                <span
                  className={clsx(
                    'shrink-0',
                    upload.state === 'failed' ? 'font-medium text-red-700' : 'text-slate-600',
                  )}
                >
                  {upload.state === 'waiting'
                    ? t('waiting')
                    : upload.state === 'failed'
                      ? t('failed')
                      : `${upload.progress}%`}
                </span>
              </div>
              {upload.state !== 'failed' && (
                <progress
                  className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
                  max={100}
                  value={upload.progress}
                  aria-label={t('uploading', { name: upload.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 && uploads.length === 0 && <p className="text-sm text-slate-700">{t('none')}</p>}

      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void reorder(event)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
        >
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="photo-list">
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  position={index + 1}
                  readOnly={readOnly}
                  busy={busyPhoto === photo.id}
                  onMakeCover={() => void makeCover(photo)}
                  onRemove={() => void remove(photo)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortablePhoto({
  photo,
  position,
  readOnly,
  busy,
  onMakeCover,
  onRemove,
}: {
  photo: PropertyPhoto;
  position: number;
  readOnly: boolean;
  busy: boolean;
  onMakeCover(): void;
  onRemove(): void;
}) {
  const t = useTranslations('properties.photos');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: readOnly,
  });
  const source = photo.ready ? smallestVariant(photo) : null;
  const cover = position === 1;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="photo-item"
      data-photo-id={photo.id}
      className={clsx(
        'relative overflow-hidden rounded-xl border bg-white',
        cover ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {source ? (
          // biome-ignore lint/performance/noImgElement: a WebP variant from the api host, already small.
          <img
            src={source}
            alt={t('photoAlt', { position })}
            className="size-full object-cover"
            loading="lazy"
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-slate-600">
            <Spinner className="size-5" />
            <span>{t('processing')}</span>
          </div>
        )}
        {cover && (
          <span className="absolute top-2 left-2 rounded-full bg-slate-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('cover')}
          </span>
        )}
        {!readOnly && (
          <button
            type="button"
            className="absolute top-2 right-2 inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:bg-white active:cursor-grabbing"
            {...attributes}
            {...listeners}
            aria-label={t('move', { position })}
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
              <circle cx="7" cy="5" r="1.5" />
              <circle cx="13" cy="5" r="1.5" />
              <circle cx="7" cy="10" r="1.5" />
              <circle cx="13" cy="10" r="1.5" />
              <circle cx="7" cy="15" r="1.5" />
              <circle cx="13" cy="15" r="1.5" />
            </svg>
          </button>
        )}
      </div>
      {!readOnly && (
        <div className="flex items-center justify-between gap-1 p-1.5">
          {cover ? (
            <span className="px-2 text-xs text-slate-600">{t('photoAlt', { position })}</span>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={onMakeCover}
              aria-label={t('makeCoverLabel', { position })}
              className="rounded-md px-2 py-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {t('makeCover')}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('deleteLabel', { position })}
            title={t('delete')}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none">
              <path
                d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      )}
    </li>
  );
}
