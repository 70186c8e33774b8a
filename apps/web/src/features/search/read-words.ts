import type { Language, SearchParseResponse } from '@krov/contracts';
import { searchParseLimits } from '@krov/contracts/constants';
import { request } from '@/shared/api/client';

/**
 * Asks the api to read typed words into the search's filters (GET /api/search/parse, issue 31).
 * Longer text than the api takes is cut rather than refused: its first words still say the most.
 * A failure is told to the person by the client's notice and rejects, so the form stays as typed.
 */
export function readWords(text: string, language: Language): Promise<SearchParseResponse> {
  const q = text.trim().slice(0, searchParseLimits.textMax);
  return request('searchParse', { query: { q, language } });
}
