import { arrayMove } from '@dnd-kit/sortable';
import type { PhotoKind, PropertyResponse } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { toast } from '@/shared/ui/toast';
import { listingQuery } from '../listing-query';
import { type PropertyPhoto, propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';

/** While a photo is being processed, the listing is asked again this often, for at most this long. */
const pollEveryMs = 1500;
const pollForMs = 60 * pollEveryMs;

/**
 * A listing's photos from the editor's cache entry of the listing: every photo call answers the
 * whole listing, which replaces the entry (so the editor and the photos never disagree). While a
 * photo is processed off the request, the listing is asked for again until all have their variants.
 */
export function useListingPhotos(listingId: string, kind: PhotoKind = 'photo') {
  const field = kind === 'photo' ? 'photos' : 'floorPlans';
  const t = useTranslations('properties.photos');
  const queryClient = useQueryClient();
  const key = propertyKeys.detail(listingId);
  const waitingSince = useRef<number | null>(null);
  const listing = useQuery({
    ...listingQuery(listingId),
    refetchInterval: (query) => {
      const waiting = query.state.data?.[field].some((photo) => !photo.ready) ?? false;
      if (!waiting) {
        waitingSince.current = null;
        return false;
      }
      waitingSince.current ??= Date.now();
      return Date.now() - waitingSince.current < pollForMs ? pollEveryMs : false;
    },
  });
  const photos = listing.data?.[field] ?? [];
  const store = (answer: PropertyResponse) => queryClient.setQueryData(key, answer);

  const cover = useMutation({
    mutationFn: (photo: PropertyPhoto) => propertiesApi.makeCover(listingId, photo.id),
    onSuccess: (answer) => {
      store(answer);
      toast.success(t('coverChanged'));
    },
  });
  const remove = useMutation({
    mutationFn: (photo: PropertyPhoto) => propertiesApi.deletePhoto(listingId, photo.id),
    onSuccess: (answer) => {
      store(answer);
      toast.success(t('deleted'));
    },
  });
  // The new order shows at once; if the api refuses it (toasted by the api client), the old one returns.
  const reorder = useMutation({
    mutationFn: (ordered: PropertyPhoto[]) =>
      propertiesApi.orderPhotos(
        listingId,
        ordered.map((photo) => photo.id),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PropertyResponse>(key);
      if (before) store({ ...before, [field]: ordered });
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) store(context.before);
    },
    onSuccess: store,
  });

  /** Moves the photo `from` to where `to` is (a drag ended over another photo). */
  function move(fromId: string, toId: string) {
    const from = photos.findIndex((photo) => photo.id === fromId);
    const to = photos.findIndex((photo) => photo.id === toId);
    if (from < 0 || to < 0 || from === to) return;
    reorder.mutate(arrayMove(photos, from, to));
  }

  const busy = cover.isPending ? cover.variables : remove.isPending ? remove.variables : undefined;
  return {
    photos,
    /** The photo a cover or delete call is running for. */
    busyPhotoId: busy?.id ?? null,
    makeCover: (photo: PropertyPhoto) => cover.mutate(photo),
    remove: (photo: PropertyPhoto) => remove.mutate(photo),
    move,
    /** An upload's answer: the listing with the new photo, whose processing is waited for afresh. */
    uploaded(answer: PropertyResponse) {
      waitingSince.current = null;
      store(answer);
    },
  };
}
