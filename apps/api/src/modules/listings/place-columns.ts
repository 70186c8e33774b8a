import type { PropertyPlace } from '../places/ports.ts';

/** The place columns a listing stores for its pin's place (properties.*_slug). */
export function placeColumns(place: PropertyPlace) {
  return {
    entitySlug: place.entity?.slug ?? null,
    cantonSlug: place.canton?.slug ?? null,
    citySlug: place.city?.slug ?? null,
    municipalitySlug: place.municipality.slug,
    neighbourhoodSlug: place.neighbourhood?.slug ?? null,
  };
}
