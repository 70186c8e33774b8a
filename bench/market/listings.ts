import type { PropertyFeature } from '@krov/contracts';
import { createPlaces, type Place, type Places } from '../../apps/api/src/modules/places/places.service.ts';
import { demoAddress, demoDescription } from '../../apps/api/src/seed/demo-texts.ts';
import { type Lifecycle, lifecycleFor, type Story, storyShares } from './lifecycle.ts';
import { listingWeight } from './municipalities.ts';
import { type Pin, pinIn, type Zone } from './pins.ts';
import { clamp, cumulativeOf, type MarketRandom, marketRandom } from './random.ts';
import { type Shape, shapeFor } from './shape.ts';

/** One generated listing: the base columns of `properties` (the database derives the rest) and its photo count. */
export interface GeneratedListing extends Shape, Lifecycle {
  id: string;
  ownerId: string;
  hidePrice: boolean;
  description: string;
  address: string;
  lat: number;
  lng: number;
  entitySlug: string | null;
  cantonSlug: string | null;
  citySlug: string | null;
  municipalitySlug: string;
  neighbourhoodSlug: string | null;
  /** Photo rows to make (no image files are drawn). */
  photoCount: number;
  /** Not a column: where the pin fell, for the distribution tests. */
  zone: Zone;
  story: Story;
}

export interface MarketOptions {
  seed: number;
  /** The owners' ids, in order; a few hundred busy ones (agency-like) hold most listings. */
  ownerIds: readonly string[];
  /** The load's "now": published dates lie within the 60 days before it. */
  now: Date;
  places?: Places;
}

const extraSentences: Record<string, string[]> = {
  rooms: [
    'Raspored prostorija je funkcionalan, sobe su odvojene od dnevnog boravka.',
    'Sve prostorije su svijetle, s prozorima na dvije strane.',
    'Podovi su od hrastovog parketa, a u mokrim čvorovima je keramika.',
  ],
  location: [
    'U neposrednoj blizini su škola, vrtić, ambulanta i trgovine.',
    'Javni prevoz je na nekoliko minuta hoda.',
    'Lokacija je mirna, a do centra se stiže za desetak minuta.',
  ],
  papers: ['Vlasništvo 1/1, uknjiženo, bez tereta.', 'Moguća kupovina putem kredita.', 'Cijena je fiksna.'],
};

/** The demo's phrases, sometimes with a few more sentences (real descriptions run from a line to a page). */
function descriptionOf(random: MarketRandom, shape: Shape, placeName: string): string {
  const parts = [demoDescription(random, shape.propertyType, placeName, shape.listingType === 'rent')];
  for (const group of Object.values(extraSentences)) if (random.chance(0.45)) parts.push(random.pick(group));
  if (shape.propertyType !== 'land') parts.push(`Površina ${shape.size} m².`);
  return parts.join(' ');
}

/** No photo for some (land more often); else a log-normal count around nine, up to the limit of 30. */
function photoCountOf(random: MarketRandom, shape: Shape): number {
  if (random.chance(shape.propertyType === 'land' ? 0.25 : 0.05)) return 0;
  return clamp(Math.round(random.logNormal(9, 0.5)), 1, 30);
}

/**
 * An endless, deterministic stream of listings over Bosnia and Herzegovina: municipalities drawn by
 * listing weight (municipalities.ts), pins inside them (pins.ts), shapes by zone and place
 * (shape.ts), stories and dates (lifecycle.ts). The same seed, owners and `now` give the same rows.
 */
export function* marketListings(options: MarketOptions): Generator<GeneratedListing> {
  const random = marketRandom(options.seed);
  const places = options.places ?? createPlaces();
  const municipalities = places.all().filter((place) => place.kind === 'municipality');
  const cumulative = cumulativeOf(municipalities.map((place) => listingWeight(place.slug)));
  const neighbourhoodsOf = new Map<string, Place[]>();
  // A town's core gathers around its quarters and its seat, not around the villages past its edge
  // (5 665 OSM villages would otherwise draw most town flats to them: BENCHMARKS.md, issue 31).
  for (const place of places.all()) {
    if (place.kind !== 'neighbourhood' || !place.parent || place.village) continue;
    neighbourhoodsOf.set(place.parent, [...(neighbourhoodsOf.get(place.parent) ?? []), place]);
  }
  const owners = options.ownerIds;
  const busyOwners = Math.max(1, Math.min(owners.length, Math.round(owners.length / 20)));
  const stories = cumulativeOf(Object.values(storyShares));
  const storyNames = Object.keys(storyShares) as Story[];

  while (true) {
    const municipality = municipalities[random.pickCumulative(cumulative)] as Place;
    const pin: Pin = pinIn(places, municipality, neighbourhoodsOf.get(municipality.slug) ?? [], random);
    const shape = shapeFor(random, pin, municipality.slug);
    const story = storyNames[random.pickCumulative(stories)] as Story;
    const { place } = pin;
    // One in twenty owners is busy (an agency in all but name) and holds 60 % of the listings.
    const owner = random.chance(0.6) ? random.int(0, busyOwners - 1) : random.int(0, owners.length - 1);
    yield {
      id: random.uuid(),
      ownerId: owners[owner] as string,
      ...shape,
      features: shape.features as PropertyFeature[],
      ...lifecycleFor(random, options.now, story),
      hidePrice: random.chance(shape.price > 400_000 ? 0.12 : 0.05),
      description: descriptionOf(random, shape, place.neighbourhood?.name ?? place.municipality.name),
      address: demoAddress(random),
      lat: pin.lat,
      lng: pin.lng,
      entitySlug: place.entity?.slug ?? null,
      cantonSlug: place.canton?.slug ?? null,
      citySlug: place.city?.slug ?? null,
      municipalitySlug: place.municipality.slug,
      neighbourhoodSlug: place.neighbourhood?.slug ?? null,
      photoCount: photoCountOf(random, shape),
      zone: pin.zone,
      story,
    };
  }
}
