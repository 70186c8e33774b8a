/**
 * What other modules may depend on in files: types and pure functions, re-exported (decision 205).
 * Another module imports files only through this file or index.ts; lint holds it (biome.json).
 */
export type { FileUrl } from './file-urls.ts';
