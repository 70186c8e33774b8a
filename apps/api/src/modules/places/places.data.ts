import { readFileSync } from 'node:fs';
import type { MultiPolygon, Polygon } from 'geojson';

/**
 * The places data set of Bosnia and Herzegovina, shipped with the api in apps/api/data/places
 * (sources, licences and fields in its README.md). Read from disk once per process.
 */

export const placeKinds = ['country', 'entity', 'canton', 'city', 'municipality', 'neighbourhood'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** `[minLng, minLat, maxLng, maxLat]`. */
export type BBox = readonly [number, number, number, number];

export interface Place {
  /** Stable id that names the source: `iso:BA-01`, `city:sarajevo`, `gb:<shapeID>`, `gn:<geonameid>`. */
  id: string;
  /** Lower-case ASCII, unique; also the diacritic-free search key. */
  slug: string;
  /** Official Bosnian name in Latin script, with diacritics. */
  name: string;
  kind: PlaceKind;
  /** Slug of the containing place; null for the country only. */
  parent: string | null;
  /** `[lng, lat]`: a municipality's seat, a neighbourhood's point, else a point inside the polygon. */
  center: readonly [number, number];
  bbox: BBox;
}

export interface Boundary {
  slug: string;
  kind: PlaceKind;
  bbox: BBox;
  geometry: Polygon | MultiPolygon;
}

export interface PlacesData {
  places: readonly Place[];
  /** One per place that is not a neighbourhood. */
  boundaries: readonly Boundary[];
}

const dataDir = new URL('../../../data/places/', import.meta.url);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, dataDir), 'utf8'));
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
}

function isBBox(value: unknown): value is BBox {
  return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');
}

function parsePlaces(json: unknown): Place[] {
  const rows = (json as { places?: unknown }).places;
  if (!Array.isArray(rows)) throw new Error('ba-places.json: no "places" array');
  return rows.map((row: Record<string, unknown>, index) => {
    const { id, slug, name, kind, parent, center, bbox } = row;
    if (
      typeof id !== 'string' ||
      typeof slug !== 'string' ||
      typeof name !== 'string' ||
      !placeKinds.includes(kind as PlaceKind) ||
      !(parent === null || typeof parent === 'string') ||
      !isPair(center) ||
      !isBBox(bbox)
    ) {
      throw new Error(`ba-places.json: place #${index} is malformed`);
    }
    // Frozen: every createPlaces() of the process shares these objects.
    return Object.freeze({ id, slug, name, kind: kind as PlaceKind, parent, center, bbox });
  });
}

function parseBoundaries(json: unknown, places: ReadonlyMap<string, Place>): Boundary[] {
  const features = (json as { features?: unknown }).features;
  if (!Array.isArray(features)) throw new Error('ba-boundaries.geojson: no "features" array');
  return features.map((feature: { properties?: { slug?: unknown }; geometry?: Polygon | MultiPolygon }) => {
    const slug = feature.properties?.slug;
    const place = typeof slug === 'string' ? places.get(slug) : undefined;
    const geometry = feature.geometry;
    if (!place || (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon')) {
      throw new Error(`ba-boundaries.geojson: feature ${String(slug)} has no place or no polygon`);
    }
    return { slug: place.slug, kind: place.kind, bbox: place.bbox, geometry };
  });
}

/** Reads and checks both files; a broken or missing file fails loudly at start, not per request. */
export function readPlacesData(): PlacesData {
  const places = parsePlaces(readJson('ba-places.json'));
  const bySlug = new Map(places.map((place) => [place.slug, place]));
  if (bySlug.size !== places.length) throw new Error('ba-places.json: duplicate slugs');
  for (const place of places) {
    if (place.parent !== null && !bySlug.has(place.parent)) {
      throw new Error(`ba-places.json: ${place.slug} has an unknown parent ${place.parent}`);
    }
  }
  return { places, boundaries: parseBoundaries(readJson('ba-boundaries.geojson'), bySlug) };
}

let cached: PlacesData | undefined;

/** The data set, read on first use and then shared by every `createPlaces()` of the process. */
export function loadPlacesData(): PlacesData {
  cached ??= readPlacesData();
  return cached;
}
