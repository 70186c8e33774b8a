import { createHash } from 'node:crypto';
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
  /** A village (an OSM `place=village` naselje): suggested after towns and city quarters of a like name. */
  village: boolean;
}

export interface Boundary {
  slug: string;
  kind: PlaceKind;
  bbox: BBox;
  geometry: Polygon | MultiPolygon;
}

export interface PlacesData {
  /**
   * Names this data set: a hash of its files. Listings store the slugs of their pin's places; when
   * the version changes, the listings' relocation (listings/place-relocation.ts) names them anew.
   */
  version: string;
  places: readonly Place[];
  /** One per place that is not a neighbourhood. */
  boundaries: readonly Boundary[];
}

const dataDir = new URL('../../../data/places/', import.meta.url);

function readText(file: string): string {
  return readFileSync(new URL(file, dataDir), 'utf8');
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
}

function isBBox(value: unknown): value is BBox {
  return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');
}

function parsePlaces(file: string, json: unknown): Place[] {
  const rows = (json as { places?: unknown }).places;
  if (!Array.isArray(rows)) throw new Error(`${file}: no "places" array`);
  return rows.map((row: Record<string, unknown>, index) => {
    const { id, slug, name, kind, parent, center, bbox, village = false } = row;
    if (
      typeof id !== 'string' ||
      typeof slug !== 'string' ||
      typeof name !== 'string' ||
      !placeKinds.includes(kind as PlaceKind) ||
      !(parent === null || typeof parent === 'string') ||
      !isPair(center) ||
      !isBBox(bbox) ||
      typeof village !== 'boolean'
    ) {
      throw new Error(`${file}: place #${index} is malformed`);
    }
    // Frozen: every createPlaces() of the process shares these objects.
    return Object.freeze({ id, slug, name, kind: kind as PlaceKind, parent, center, bbox, village });
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

/**
 * The places files: the curated set (country to neighbourhoods), then the settlements and city
 * neighbourhoods of OpenStreetMap (issue 31, decision 254), all of kind `neighbourhood`.
 */
const placeFiles = ['ba-places.json', 'ba-places-osm.json'] as const;

/** Kind by kind (placeKinds' order), then by slug: the order `Places.all()` promises. */
function byKindThenSlug(a: Place, b: Place): number {
  return (
    placeKinds.indexOf(a.kind) - placeKinds.indexOf(b.kind) ||
    (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)
  );
}

/**
 * The rules that name a pin's places (places.service.ts locate), numbered: a change to them is a new
 * version as a change to the files is, so the relocation names every listing again.
 * 2: a village names a pin only when nearer than its municipality's seat (decision 265).
 */
const locateRules = '2';

/** Reads and checks every file; a broken or missing file fails loudly at start, not per request. */
export function readPlacesData(): PlacesData {
  const hash = createHash('sha256');
  hash.update(`rules:${locateRules};`);
  const readJson = (file: string): unknown => {
    const text = readText(file);
    hash.update(text);
    return JSON.parse(text);
  };
  const places = placeFiles.flatMap((file) => parsePlaces(file, readJson(file))).sort(byKindThenSlug);
  const bySlug = new Map(places.map((place) => [place.slug, place]));
  if (bySlug.size !== places.length) throw new Error('places: duplicate slugs across the files');
  for (const place of places) {
    if (place.parent !== null && !bySlug.has(place.parent)) {
      throw new Error(`places: ${place.slug} has an unknown parent ${place.parent}`);
    }
  }
  const boundaries = parseBoundaries(readJson('ba-boundaries.geojson'), bySlug);
  return { version: hash.digest('hex').slice(0, 16), places, boundaries };
}

let cached: PlacesData | undefined;

/** The data set, read on first use and then shared by every `createPlaces()` of the process. */
export function loadPlacesData(): PlacesData {
  cached ??= readPlacesData();
  return cached;
}
