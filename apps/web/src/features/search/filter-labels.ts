import type { Language } from '@krov/contracts';
import { translate } from '@krov/messages';
import { formatArea, formatKm } from '@/shared/format/format-price';
import type { FilterKey } from './filters';
import type { SearchState } from './url-state';

function range(
  language: Language,
  min: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
) {
  const from = min !== undefined ? format(min) : undefined;
  const to = max !== undefined ? format(max) : undefined;
  if (from && to) return translate(language, 'search.chips.between', { from, to });
  if (from) return translate(language, 'search.chips.from', { value: from });
  return translate(language, 'search.chips.to', { value: to ?? '' });
}

/** How an active filter reads on its chip and in the empty result's suggestions ("Cijena do 200.000 KM"). */
export function filterLabel(key: FilterKey, state: SearchState, language: Language): string {
  switch (key) {
    case 'price':
      return translate(language, 'search.chips.price', {
        range: range(language, state.priceMin, state.priceMax, (n) => formatKm(n, language)),
      });
    case 'size':
      return translate(language, 'search.chips.size', {
        range: range(language, state.sizeMin, state.sizeMax, (n) => formatArea(n, language)),
      });
    case 'bedrooms':
      return translate(language, 'search.chips.bedrooms', { count: state.bedroomsMin ?? 0 });
    case 'bathrooms':
      return translate(language, 'search.chips.bathrooms', { count: state.bathroomsMin ?? 0 });
    case 'confirmed':
      return translate(language, 'search.chips.confirmed', { days: state.confirmedWithinDays ?? 0 });
    case 'floorPlan':
      return translate(language, 'search.chips.floorPlan');
    case 'video':
      return translate(language, 'search.chips.video');
    case 'bbox':
      return translate(language, 'search.chips.bbox');
    case 'polygon':
      return translate(language, 'search.chips.polygon');
    default: {
      const [kind, value] = key.split(':');
      return translate(
        language,
        kind === 'type' ? `properties.propertyTypes.${value}` : `properties.features.${value}`,
      );
    }
  }
}
