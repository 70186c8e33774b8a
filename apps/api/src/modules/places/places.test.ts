import { describe, expect, it } from 'vitest';
import { distanceMeters } from './places.geometry.ts';
import { createPlaces, neighbourhoodRadiusMeters } from './places.service.ts';

const places = createPlaces();
const neighbourhoods = places.all().filter((place) => place.kind === 'neighbourhood');

const fbih = { slug: 'federacija-bosne-i-hercegovine', name: 'Federacija Bosne i Hercegovine' };
const rs = { slug: 'republika-srpska', name: 'Republika Srpska' };
const kantonSarajevo = { slug: 'kanton-sarajevo', name: 'Kanton Sarajevo' };
const sarajevo = { slug: 'sarajevo', name: 'Sarajevo' };

/** Metres from the pin to the nearest neighbourhood point of the whole data set. */
function nearestNeighbourhoodMeters(lat: number, lng: number): number {
  return Math.min(...neighbourhoods.map((place) => distanceMeters([lng, lat], place.center)));
}

describe('places.locate: real pins', () => {
  it('Sarajevo, the City Hall at Baščaršija: Stari Grad Sarajevo in the city of Sarajevo', () => {
    expect(places.locate({ lat: 43.8592, lng: 18.434 })).toEqual({
      entity: fbih,
      canton: kantonSarajevo,
      city: sarajevo,
      municipality: { slug: 'stari-grad-sarajevo', name: 'Stari Grad Sarajevo' },
      neighbourhood: { slug: 'babica-basca', name: 'Babića bašča' },
    });
  });

  it('Dobrinja: Novi Grad Sarajevo, neighbourhood Dobrinja', () => {
    expect(places.locate({ lat: 43.8255, lng: 18.3555 })).toEqual({
      entity: fbih,
      canton: kantonSarajevo,
      city: sarajevo,
      municipality: { slug: 'novi-grad-sarajevo', name: 'Novi Grad Sarajevo' },
      neighbourhood: { slug: 'dobrinja', name: 'Dobrinja' },
    });
  });

  it('Banja Luka centre: Republika Srpska, no canton, no multi-municipality city', () => {
    expect(places.locate({ lat: 44.7722, lng: 17.191 })).toEqual({
      entity: rs,
      canton: null,
      city: null,
      municipality: { slug: 'banja-luka', name: 'Banja Luka' },
      neighbourhood: { slug: 'centar-banja-luka', name: 'Centar' },
    });
  });

  it('Mostar centre: Hercegovačko-neretvanski kanton', () => {
    expect(places.locate({ lat: 43.3438, lng: 17.8078 })).toEqual({
      entity: fbih,
      canton: { slug: 'hercegovacko-neretvanski-kanton', name: 'Hercegovačko-neretvanski kanton' },
      city: null,
      municipality: { slug: 'mostar', name: 'Mostar' },
      neighbourhood: { slug: 'cernica', name: 'Cernica' },
    });
  });

  it('Brčko: the municipality brcko under the entity Brčko distrikt', () => {
    expect(places.locate({ lat: 44.8727, lng: 18.8106 })).toEqual({
      entity: { slug: 'brcko-distrikt', name: 'Brčko distrikt' },
      canton: null,
      city: null,
      municipality: { slug: 'brcko', name: 'Brčko' },
      neighbourhood: { slug: 'es-naselje', name: 'Eš naselje' },
    });
  });

  it('Pale: a member of the city of Istočno Sarajevo, in Republika Srpska', () => {
    expect(places.locate({ lat: 43.8167, lng: 18.5667 })).toEqual({
      entity: rs,
      canton: null,
      city: { slug: 'istocno-sarajevo', name: 'Istočno Sarajevo' },
      municipality: { slug: 'pale', name: 'Pale' },
      neighbourhood: { slug: 'koran', name: 'Koran' },
    });
  });

  it('answers null outside Bosnia and Herzegovina: Zagreb, the Adriatic, nonsense numbers', () => {
    expect(places.locate({ lat: 45.815, lng: 15.9819 })).toBeNull();
    expect(places.locate({ lat: 42.5, lng: 17.5 })).toBeNull();
    expect(places.locate({ lat: 0, lng: 0 })).toBeNull();
    expect(places.locate({ lat: Number.NaN, lng: 18.4 })).toBeNull();
  });
});

describe('places.locate: the neighbourhood rule', () => {
  it('gives no neighbourhood to a pin 3 km or more from every neighbourhood point', () => {
    // In the hills west of Banja Luka, 3.5 km from the nearest settlement's point.
    const pin = { lat: 44.615, lng: 17.055 };
    expect(nearestNeighbourhoodMeters(pin.lat, pin.lng)).toBeGreaterThanOrEqual(3000);
    const place = places.locate(pin);
    expect(place?.municipality.slug).toBe('banja-luka');
    expect(place?.neighbourhood).toBeNull();
  });

  it('takes a point within 2 km and none beyond it', () => {
    // East of Debeljaci (Banja Luka), no other point of Banja Luka within 2 km of either pin.
    const inside = { lat: 44.73915, lng: 17.27813 };
    const outside = { lat: 44.73915, lng: 17.28066 };
    const debeljaci = places.bySlug('debeljaci');
    expect(debeljaci?.parent).toBe('banja-luka');
    const centre = debeljaci?.center ?? [0, 0];
    expect(distanceMeters([inside.lng, inside.lat], centre)).toBeLessThan(neighbourhoodRadiusMeters);
    expect(distanceMeters([outside.lng, outside.lat], centre)).toBeGreaterThan(neighbourhoodRadiusMeters);
    expect(places.locate(inside)?.neighbourhood).toEqual({ slug: 'debeljaci', name: 'Debeljaci' });
    expect(places.locate(outside)?.municipality.slug).toBe('banja-luka');
    expect(places.locate(outside)?.neighbourhood).toBeNull();
  });

  it('takes the nearest point of the same municipality, not a nearer one across the border', () => {
    // In Kalesija, 445 m from Babina Luka (whose point lies in Tuzla), farther from Kundakovići.
    const pin = { lat: 44.50667, lng: 18.81175 };
    const babinaLuka = neighbourhoods.find(
      (place) => place.name === 'Babina Luka' && place.parent === 'tuzla',
    );
    const kundakovici = places.bySlug('kundakovici');
    expect(kundakovici?.parent).toBe('kalesija');
    const fromPin = (center: readonly [number, number] | undefined) =>
      distanceMeters([pin.lng, pin.lat], center ?? [0, 0]);
    expect(fromPin(babinaLuka?.center)).toBeLessThan(500);
    expect(fromPin(kundakovici?.center)).toBeGreaterThan(fromPin(babinaLuka?.center));
    const place = places.locate(pin);
    expect(place?.municipality.slug).toBe('kalesija');
    expect(place?.neighbourhood).toEqual({ slug: 'kundakovici', name: 'Kundakovići' });
  });

  it('gives none when the only point within 2 km is in another municipality', () => {
    // Kostajnica (RS), about 670 m from Babinac, whose point lies in the neighbouring municipality.
    const pin = { lat: 45.20765, lng: 16.62036 };
    expect(nearestNeighbourhoodMeters(pin.lat, pin.lng)).toBeLessThan(700);
    const place = places.locate(pin);
    expect(place?.municipality.slug).toBe('kostajnica');
    expect(place?.neighbourhood).toBeNull();
  });
});

describe('places data', () => {
  it('locates every municipality centre in its own municipality', () => {
    const municipalities = places.all().filter((place) => place.kind === 'municipality');
    expect(municipalities).toHaveLength(142);
    const wrong = municipalities
      .filter((m) => places.locate({ lat: m.center[1], lng: m.center[0] })?.municipality.slug !== m.slug)
      .map((m) => m.slug);
    expect(wrong).toEqual([]);
  });

  it('locates every neighbourhood point in its parent municipality and as that neighbourhood', () => {
    // 85 curated, 6 146 from OpenStreetMap (decision 254).
    expect(neighbourhoods).toHaveLength(85 + 6146);
    const wrong = neighbourhoods
      .filter((n) => {
        const place = places.locate({ lat: n.center[1], lng: n.center[0] });
        return place?.municipality.slug !== n.parent || place.neighbourhood?.slug !== n.slug;
      })
      .map((n) => n.slug);
    // The three points a simplified border puts 40–90 m into the next municipality (decision 254):
    // their parents were set by hand; a pin there is named by its own municipality's points.
    expect(wrong).toEqual(['bascarsija', 'marijin-dvor', 'saraj-polje']);
  });

  it('finds places and names by slug', () => {
    expect(places.bySlug('centar-sarajevo')).toMatchObject({
      name: 'Centar Sarajevo',
      kind: 'municipality',
      parent: 'sarajevo',
    });
    expect(places.bySlug('nedzarici')?.name).toBe('Nedžarići');
    expect(places.name('istocno-sarajevo')).toBe('Istočno Sarajevo');
    expect(places.name('kupres-republika-srpska')).toBe('Kupres');
    expect(places.bySlug('atlantis')).toBeNull();
    expect(places.name('atlantis')).toBeNull();
  });

  it('lists all 6 389 places, each slug once, kind by kind and then by slug', () => {
    const all = places.all();
    expect(all).toHaveLength(243 + 6146);
    expect(new Set(all.map((place) => place.slug)).size).toBe(243 + 6146);
    const kinds = ['country', 'entity', 'canton', 'city', 'municipality', 'neighbourhood'];
    const order = (place: { kind: string; slug: string }) => `${kinds.indexOf(place.kind)} ${place.slug}`;
    expect(all.map(order)).toEqual(all.map(order).sort());
  });

  it('turns stored slugs back into a place', () => {
    expect(
      places.fromSlugs({
        entity: 'federacija-bosne-i-hercegovine',
        canton: 'kanton-sarajevo',
        city: 'sarajevo',
        municipality: 'novi-grad-sarajevo',
        neighbourhood: 'dobrinja',
      }),
    ).toEqual(places.locate({ lat: 43.8255, lng: 18.3555 }));
    expect(
      places.fromSlugs({ entity: null, canton: null, city: null, municipality: 'x', neighbourhood: null }),
    ).toBeNull();
  });
});

describe('distanceMeters', () => {
  it('measures great-circle distances', () => {
    expect(distanceMeters([18, 43], [18, 44])).toBeCloseTo(111_195, 0);
    expect(distanceMeters([18.4313, 43.8598], [18.4313, 43.8598])).toBe(0);
    // Sarajevo to Banja Luka: about 140.8 km as the crow flies (the road is far longer)
    expect(distanceMeters([18.4131, 43.8563], [17.191, 44.7722]) / 1000).toBeCloseTo(140.8, 1);
  });
});

describe('places.municipalitiesOf', () => {
  const sorted = (slug: string) => [...places.municipalitiesOf(slug)].sort();

  it('a city: its municipalities; a municipality: itself; a neighbourhood: its own', () => {
    expect(sorted('sarajevo')).toEqual([
      'centar-sarajevo',
      'novi-grad-sarajevo',
      'novo-sarajevo',
      'stari-grad-sarajevo',
    ]);
    expect(sorted('tuzla')).toEqual(['tuzla']);
    expect(sorted('dobrinja')).toEqual(['novi-grad-sarajevo']);
    expect(sorted('unknown-place')).toEqual([]);
  });

  it('every municipality lies in exactly one entity, and the country holds them all', () => {
    const municipalities = places.all().filter((place) => place.kind === 'municipality');
    const entities = places.all().filter((place) => place.kind === 'entity');
    const inEntities = entities.flatMap((entity) => places.municipalitiesOf(entity.slug));
    expect(inEntities.sort()).toEqual(municipalities.map((m) => m.slug).sort());
    const country = places.all().find((place) => place.kind === 'country');
    expect(places.municipalitiesOf(country?.slug ?? '')).toHaveLength(municipalities.length);
  });

  it('agrees with where a pin lands: each municipality centre is under its city, canton and entity', () => {
    for (const municipality of places.all().filter((place) => place.kind === 'municipality')) {
      const located = places.locate({ lat: municipality.center[1], lng: municipality.center[0] });
      for (const level of [located?.entity, located?.canton, located?.city]) {
        if (level) expect(places.municipalitiesOf(level.slug)).toContain(municipality.slug);
      }
    }
  });
});
