/**
 * Builds `ba-places-osm.json`: the settlements (naselja) and city neighbourhoods of Bosnia and
 * Herzegovina from OpenStreetMap's place nodes of September 2019 (`sources/osm-places-2019.json`,
 * ODbL 1.0; README.md says where it comes from and how to cite it), as places of kind
 * `neighbourhood` (the product's "Naselje") under the municipality whose polygon holds their point.
 * Issue 31, decision 254. Run from the repository: `npm exec -- node apps/api/data/places/build-osm-places.ts`.
 *
 * What it keeps and why:
 * - towns, villages, suburbs, neighbourhoods and quarters; never hamlets, localities, farms or
 *   isolated dwellings (no naselja), nor cities (the municipalities and the two cities cover them);
 * - only points inside the country's municipalities (≈ 110 nodes across the border are dropped),
 *   parents by point-in-polygon, except the few named points a simplified border puts on the wrong
 *   side (`parentOverrides`, checked by hand);
 * - not a place that is already there: a municipality (its seat is a town of the same name), or a
 *   neighbourhood of the existing file in the same municipality with the same folded name (the
 *   existing record and its slug stay: listings store slugs);
 * - one record per folded name, and per point, in a municipality (twins: the lowest node id; two
 *   names on one point would make one of them unreachable by a pin);
 * - names in Latin: "Расковац / Raskovac" keeps its Latin half, a Cyrillic-only name is read letter by
 *   letter as Bosnian Latin, "(RS)" / "(FBiH)" are dropped;
 * - villages marked (`"village": true`): autocomplete ranks them after towns and city quarters;
 * - slugs: the plain slug when no other place of either file has it and the name is unique here,
 *   or when it is the one town or city quarter of its name among villages ("grbavica" is
 *   Sarajevo's); else the slug with the municipality's slug after it ("luka-konjic").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { MultiPolygon, Polygon } from 'geojson';
import { polygonContains } from '../../src/modules/places/places.geometry.ts';

interface OsmPlace {
  osm_node_id: number;
  place: string;
  name: string | null;
  name_en: string | null;
  lat: number;
  lon: number;
}
interface Existing {
  id: string;
  slug: string;
  name: string;
  kind: string;
  parent: string | null;
  center: [number, number];
}
type BBox = [number, number, number, number];

const here = new URL('./', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, here), 'utf8'));

const keptKinds = new Set(['town', 'village', 'suburb', 'neighbourhood', 'quarter']);

/**
 * Named points a simplified municipal border puts 40–90 m on the wrong side (the data's README),
 * by OSM node id (a name is not unique: Bistrik is also a village near Kakanj): the municipality
 * they belong to, checked by hand.
 */
export const parentOverrides: Readonly<Record<number, string>> = {
  5205109668: 'centar-sarajevo', // Marijin Dvor
  5205110200: 'stari-grad-sarajevo', // Baščaršija
  2021500087: 'stari-grad-sarajevo', // Bistrik
  83710072: 'novi-grad-sarajevo', // Saraj Polje
};

// biome-ignore format: a table reads best in rows
const cyrillic: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k',
  л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u',
  ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** Cyrillic read as Bosnian Latin, letter by letter, keeping capitals. */
function latin(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (letter) => {
    const lower = letter.toLowerCase();
    const mapped = cyrillic[lower] ?? letter;
    return letter === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
  });
}

/** The name people read: the Latin half of "Ћирилица / Latinica", no "(RS)", single spaces. */
export function latinName(raw: string): string {
  const halves = raw.split(' / ').map((half) => half.trim());
  const latinHalf = halves.find((half) => !/[\u0400-\u04ff]/.test(half)) ?? latin(halves[0] ?? raw);
  return latinHalf
    .replace(/\s*\((RS|FBiH)\)\s*$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The README's slug: lower-case ASCII, č ć → c, š → s, ž → z, đ → dj, other runs → "-". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('đ', 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function main(): void {
  const osm = read('sources/osm-places-2019.json') as OsmPlace[];
  const existing = (read('ba-places.json') as { places: Existing[] }).places;
  const boundaries = (
    read('ba-boundaries.geojson') as {
      features: { properties: { slug: string; kind: string }; geometry: Polygon | MultiPolygon }[];
    }
  ).features.filter((feature) => feature.properties.kind === 'municipality');
  const bboxOf = (geometry: Polygon | MultiPolygon): BBox => {
    const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    const points = rings.flat();
    const lngs = points.map((point) => point[0] as number);
    const lats = points.map((point) => point[1] as number);
    return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
  };
  const municipalities = boundaries
    .map((feature) => ({ slug: feature.properties.slug, geometry: feature.geometry, bbox: bboxOf(feature.geometry) }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const bySlug = new Map(existing.map((place) => [place.slug, place]));
  const fold = (name: string) => slugOf(name).replaceAll('dj', 'd');
  const takenNames = new Set(
    existing
      .filter((place) => place.kind === 'municipality' || place.kind === 'neighbourhood')
      .map((place) => `${place.kind === 'municipality' ? place.slug : place.parent}|${fold(place.name)}`),
  );
  const municipalityNames = new Map(
    existing.filter((place) => place.kind === 'municipality').map((place) => [place.slug, fold(place.name)]),
  );

  const kept: { node: number; name: string; parent: string; center: [number, number]; urban: boolean }[] = [];
  const seen = new Set<string>();
  const dropped: Record<string, number> = {};
  const drop = (why: string) => {
    dropped[why] = (dropped[why] ?? 0) + 1;
  };
  for (const node of [...osm].sort((a, b) => a.osm_node_id - b.osm_node_id)) {
    if (!keptKinds.has(node.place)) {
      drop(`kind ${node.place}`);
      continue;
    }
    if (!node.name) {
      drop('no name');
      continue;
    }
    const name = latinName(node.name);
    const point: [number, number] = [node.lon, node.lat];
    const parent =
      parentOverrides[node.osm_node_id] ??
      municipalities.find((municipality) => polygonContains(municipality.geometry, municipality.bbox, point))?.slug;
    if (!parent) {
      drop('outside the country');
      continue;
    }
    const key = `${parent}|${fold(name)}`;
    // A municipality's seat ("Visoko" in Visoko), or its name with a suffix ("Novi Grad Sarajevo").
    const municipalityName = municipalityNames.get(parent) ?? '';
    if (fold(name) === municipalityName || municipalityName.startsWith(`${fold(name)}-`)) {
      drop('the municipality itself');
      continue;
    }
    if (takenNames.has(key)) {
      drop('already a neighbourhood');
      continue;
    }
    const center: [number, number] = [Number(node.lon.toFixed(5)), Number(node.lat.toFixed(5))];
    const at = `${parent}@${center.join(',')}`;
    if (seen.has(key) || seen.has(at)) {
      drop('a twin in its municipality');
      continue;
    }
    seen.add(key);
    seen.add(at);
    kept.push({
      node: node.osm_node_id,
      name,
      parent,
      center,
      urban: node.place !== 'village',
    });
  }

  // Who gets a plain slug among places of one name: the only one, else the only town or city
  // quarter among villages (Grbavica of Sarajevo, not the villages of Vitez and Brčko).
  const named = new Map<string, typeof kept>();
  for (const place of kept) named.set(slugOf(place.name), [...(named.get(slugOf(place.name)) ?? []), place]);
  const plainFor = (place: (typeof kept)[number], plain: string): boolean => {
    const all = named.get(plain) ?? [];
    if (all.length === 1) return true;
    const urban = all.filter((each) => each.urban);
    return urban.length === 1 && urban[0] === place;
  };
  const slugs = new Set(bySlug.keys());
  const places = kept.map((place) => {
    const plain = slugOf(place.name);
    let slug = plainFor(place, plain) && !slugs.has(plain) ? plain : `${plain}-${place.parent}`;
    if (slugs.has(slug)) slug = `${slug}-${place.node}`;
    slugs.add(slug);
    return {
      id: `osm:${place.node}`,
      slug,
      name: place.name,
      kind: 'neighbourhood',
      parent: place.parent,
      center: place.center,
      bbox: [...place.center, ...place.center],
      // A village is suggested after towns and city quarters of a like name (place-suggestions.ts).
      ...(place.urban ? {} : { village: true }),
    };
  });
  places.sort((a, b) => a.slug.localeCompare(b.slug));
  const lines = places.map((place) => JSON.stringify(place));
  writeFileSync(
    new URL('ba-places-osm.json', here),
    `{"licence": "ODbL-1.0", "credit": "Contains data © OpenStreetMap contributors, available under the Open Database License (openstreetmap.org/copyright). OSM place nodes of 2019-09 via github.com/ObiWanLansi/GeoData (MIT).", "places": [\n${lines.join(',\n')}\n]}\n`,
  );
  console.log(`ba-places-osm.json: ${places.length} places; dropped ${JSON.stringify(dropped)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
