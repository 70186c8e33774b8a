import { listingLimits } from '@krov/contracts';
import { type FilterSet, type Item, isSymbol, meaningOf } from './items.ts';

/**
 * Rooms, as the search knows them: `bedroomsMin`. A flat of N rooms ("trosoban", "3-sobni", "3
 * sobe", "3-room") counts its living room, as flats are described here, so it has N − 1 bedrooms
 * at least; "jednosoban" and a garsonjera ask for no bedroom (understood, no filter). Bedrooms said
 * as such ("2 spavaće sobe", "two-bedroom", "2br") are taken as they are. A half room ("dvoiposoban")
 * rounds down, a span ("2-3 sobe") takes its lower end, and several statements ("dvosoban ili
 * trosoban") the smallest: a minimum never leaves out a match.
 */
export function readRooms(
  items: readonly Item[],
  filters: FilterSet,
  use: (from: number, to: number) => void,
) {
  // Every statement counts; several ("dvosoban ili trosoban") ask for the smallest.
  const said: { value: number; from: number; to: number }[] = [];
  const bedrooms = (count: number, from: number, to: number) => {
    const value = Math.floor(count);
    if (value >= 0 && value <= listingLimits.roomsMax) said.push({ value, from, to });
  };
  const countAt = (index: number): number | null => {
    const item = items[index];
    if (item?.kind === 'number')
      return item.value !== null && Number.isInteger(item.value) ? item.value : null;
    return meaningOf(item, 'count')?.value ?? null;
  };

  for (let at = 0; at < items.length; at++) {
    const flat = meaningOf(items[at], 'rooms');
    if (flat) {
      bedrooms(flat.rooms - 1, at, at + 1);
      continue;
    }
    const count = countAt(at);
    if (count === null) continue;
    // "2-3 sobe", "2 ili 3 spavaće sobe": the lower end.
    const joined =
      isSymbol(items[at + 1], '-') ||
      meaningOf(items[at + 1], 'bound')?.side === 'max' ||
      (items[at + 1]?.kind === 'meaning' && meaningOf(items[at + 1], 'filler') !== null);
    const upper = joined ? countAt(at + 2) : null;
    const wordAt = upper !== null ? at + 3 : isSymbol(items[at + 1], '-') ? at + 2 : at + 1;
    const word = meaningOf(items[wordAt], 'roomWord');
    if (!word || (upper !== null && upper < count)) continue;
    bedrooms(word.of === 'rooms' ? count - 1 : count, at, wordAt + 1);
    at = wordAt;
  }
  if (said.length === 0) return;
  const least = Math.min(...said.map(({ value }) => value));
  if (least === 0 || filters.set('bedroomsMin', least)) for (const { from, to } of said) use(from, to);
}
