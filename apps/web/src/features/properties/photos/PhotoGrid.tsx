'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import type { PropertyPhoto } from '../properties-api';
import { SortablePhoto } from './SortablePhoto';

interface PhotoGridProps {
  photos: PropertyPhoto[];
  readOnly: boolean;
  busyPhotoId: string | null;
  onMove(fromId: string, toId: string): void;
  /** None for floor plans (never the cover). */
  onMakeCover?: (photo: PropertyPhoto) => void;
  onRemove(photo: PropertyPhoto): void;
}

/**
 * The photos in order, the first the cover; they reorder by dragging with a mouse, a finger or
 * the keyboard (dnd-kit), and a screen reader hears where each one went.
 */
export function PhotoGrid({ photos, readOnly, busyPhotoId, onMove, onMakeCover, onRemove }: PhotoGridProps) {
  const t = useTranslations('properties.photos');
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
      }}
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
              busy={busyPhotoId === photo.id}
              {...(onMakeCover ? { onMakeCover: () => onMakeCover(photo) } : {})}
              onRemove={() => onRemove(photo)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
