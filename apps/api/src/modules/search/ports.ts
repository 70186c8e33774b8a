/**
 * What other modules may depend on in search: types and pure functions, re-exported (decision 205).
 * Another module imports search only through this file or index.ts; lint holds it (biome.json).
 */

export { polygonSql } from './search-conditions.ts';
export { textQuery } from './search-text.ts';
