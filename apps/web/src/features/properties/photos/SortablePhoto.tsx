'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/shared/ui/Spinner';
import { type PropertyPhoto, smallestVariant } from '../properties-api';

/** One photo of the grid: its tile (or "processing"), the cover badge, the drag handle, cover and delete. */
export function SortablePhoto({
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
  /** None for floor plans: a floor plan is never the cover. */
  onMakeCover?: () => void;
  onRemove(): void;
}) {
  const t = useTranslations('properties.photos');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: readOnly,
  });
  const source = photo.ready ? smallestVariant(photo) : null;
  const cover = onMakeCover !== undefined && position === 1;

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
          {cover || !onMakeCover ? (
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
