/**
 * What other modules may depend on in places: types and pure functions, re-exported (decision 205).
 * Another module imports places only through this file or index.ts; lint holds it (biome.json).
 */
export { caseFormKeys } from './case-forms.ts';
export { foldedWords } from './place-folding.ts';
export { distanceMeters } from './places.geometry.ts';
export type { Places, PropertyPlace } from './places.service.ts';
export { createPlaces } from './places.service.ts';
