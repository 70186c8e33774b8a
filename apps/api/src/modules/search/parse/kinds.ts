import type { ListingType, PropertyFeature, PropertyType } from '@krov/contracts';
import { type FilterSet, type Item, meaningOf } from './items.ts';

/**
 * The deal, the property types, the features, and a floor plan or a video asked for. Several types are a list the search takes ("stan
 * ili kuća"); words of both deals ("prodaja ili najam") say no deal, so both stay unparsed. A
 * feature after "bez", "without", "no", "nema" is not asked for: the search has no filter for
 * its absence, so the words stay unparsed.
 */

/** The one deal the words say, or undefined when they say none or both. */
export function dealOf(items: readonly Item[]): ListingType | undefined {
  const deals = new Set(
    items.map((item) => meaningOf(item, 'deal')?.value).filter((deal) => deal !== undefined),
  );
  return deals.size === 1 ? [...deals][0] : undefined;
}

export function readKinds(
  items: readonly Item[],
  filters: FilterSet,
  deal: ListingType | undefined,
  use: (from: number, to: number) => void,
): void {
  const types: PropertyType[] = [];
  const features: PropertyFeature[] = [];
  for (const [at, item] of items.entries()) {
    const type = meaningOf(item, 'type');
    const feature = meaningOf(item, 'feature');
    const media = meaningOf(item, 'media');
    if (meaningOf(item, 'deal') && deal !== undefined) {
      use(at, at + 1);
    } else if (type) {
      if (!types.includes(type.value)) types.push(type.value);
      use(at, at + 1);
    } else if (feature && !meaningOf(items[at - 1], 'negation')) {
      if (!features.includes(feature.value)) features.push(feature.value);
      use(at, at + 1);
    } else if (media && !meaningOf(items[at - 1], 'negation')) {
      filters.set(media.value, true);
      use(at, at + 1);
    }
  }
  if (deal !== undefined) filters.set('listingType', deal);
  if (types.length > 0) filters.set('propertyType', types);
  if (features.length > 0) filters.set('features', features);
}
