import type { Language, SearchResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import { formatNumber } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';

/**
 * "1 oglas", "3 oglasa", "1.234 oglasa"; "10.000+ oglasa" when the api counted only that far
 * (`totalExact` false: the total is a lower bound).
 */
export function resultsCount(
  results: Pick<SearchResponse, 'total' | 'totalExact'>,
  language: Language,
): string {
  const count = formatNumber(results.total, language, 0);
  const form = results.totalExact ? pluralForm(results.total, language) : 'atLeast';
  return translate(language, `search.count.${form}`, { count });
}
