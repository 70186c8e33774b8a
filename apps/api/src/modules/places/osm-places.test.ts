import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latinName, parentOverrides, slugOf } from '../../../data/places/build-osm-places.ts';
import { createPlaces } from './places.service.ts';

/**
 * OpenStreetMap's settlements and city neighbourhoods (issue 31, point 1; decision 254), as
 * `build-osm-places.ts` wrote them into apps/api/data/places/ba-places-osm.json, which the places
 * module reads beside the curated file (places.data.ts).
 */
interface OsmRecord {
  id: string;
  slug: string;
  name: string;
  kind: string;
  parent: string;
  center: [number, number];
}
const file = JSON.parse(
  readFileSync(new URL('../../../data/places/ba-places-osm.json', import.meta.url), 'utf8'),
) as { licence: string; credit: string; places: OsmRecord[] };
const places = createPlaces();
const bySlug = new Map(file.places.map((place) => [place.slug, place]));

describe('the OpenStreetMap places file', () => {
  it('is ODbL with its credit, ≈ 6 000 neighbourhoods and settlements, each slug unique and the module’s own', () => {
    expect(file.licence).toBe('ODbL-1.0');
    expect(file.credit).toContain('© OpenStreetMap contributors');
    expect(file.places.length).toBeGreaterThan(5_500);
    expect(bySlug.size).toBe(file.places.length);
    for (const place of file.places) {
      expect(place.kind).toBe('neighbourhood');
      expect(places.bySlug(place.slug)?.id, place.slug).toBe(place.id);
      expect(places.bySlug(place.parent)?.kind, place.slug).toBe('municipality');
      expect(place.name).not.toMatch(/[\u0400-\u04ff]|\((RS|FBiH)\)/u);
    }
  });

  it('each point lies in its parent municipality, but for the few set by hand', () => {
    const overridden = new Set(Object.keys(parentOverrides).map((node) => `osm:${node}`));
    for (const place of file.places) {
      if (overridden.has(place.id)) continue;
      const [lng, lat] = place.center;
      expect(places.locate({ lat, lng })?.municipality.slug, place.slug).toBe(place.parent);
    }
  });

  it('has the neighbourhoods people search by, under the right municipality', () => {
    expect(bySlug.get('grbavica')?.parent).toBe('novo-sarajevo');
    expect(bySlug.get('grbavica-vitez')?.name).toBe('Grbavica');
    expect(bySlug.get('cengic-vila-i')?.parent).toBe('novi-grad-sarajevo');
    expect(bySlug.get('marijin-dvor')?.parent).toBe('centar-sarajevo');
    expect(bySlug.get('bascarsija')?.parent).toBe('stari-grad-sarajevo');
    expect(bySlug.get('saraj-polje')?.parent).toBe('novi-grad-sarajevo');
    expect(bySlug.get('borik')?.parent).toBe('banja-luka');
    // A municipality's own seat is not added again, nor a neighbourhood already there.
    expect(file.places.some((place) => place.name === 'Visoko' && place.parent === 'visoko')).toBe(false);
    // (Sarajevo's Dobrinja is there from GeoNames; the villages of that name are new, suffixed.)
    expect(
      file.places.some((place) => place.name === 'Dobrinja' && place.parent === 'novi-grad-sarajevo'),
    ).toBe(false);
    expect(bySlug.get('dobrinja-modrica')?.name).toBe('Dobrinja');
  });
});

describe('a pin’s neighbourhood among villages (decision 265)', () => {
  it('a flat in a town is not named by the village past its edge; a pin in the village is', () => {
    // Travnik's seat is the municipality's centre (17.66582, 44.22637); Dolac lies 0.8 km south-east.
    const inTown = places.locate({ lat: 44.2245, lng: 17.6685 });
    expect(inTown?.municipality.slug).toBe('travnik');
    expect(inTown?.neighbourhood).toBe(null);
    expect(places.locate({ lat: 44.2199, lng: 17.6716 })?.neighbourhood?.slug).toBe('dolac-travnik');
    expect(places.locate({ lat: 44.2241, lng: 17.6553 })?.neighbourhood?.slug).toBe('bojna');
  });

  it('city quarters are not villages: they name pins near a municipality’s centre as before', () => {
    expect(places.locate({ lat: 43.8563, lng: 18.4131 })?.neighbourhood?.slug).toBe('skenderija');
    const [lng, lat] = bySlug.get('grbavica')?.center ?? [0, 0];
    expect(places.locate({ lat, lng })?.neighbourhood?.slug).toBe('grbavica');
  });
});

describe('names and slugs', () => {
  it('keep the Latin half, read Cyrillic as Bosnian Latin, drop the entity in brackets', () => {
    expect(latinName('Расковац / Raskovac')).toBe('Raskovac');
    expect(latinName('Љубовија')).toBe('Ljubovija');
    expect(latinName('Чиркин Поље')).toBe('Čirkin Polje');
    expect(latinName('Oštra Luka (RS)')).toBe('Oštra Luka');
    expect(slugOf('Čengić Vila II')).toBe('cengic-vila-ii');
    expect(slugOf('Đurđevik')).toBe('djurdjevik');
  });
});
