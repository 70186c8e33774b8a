/**
 * What other modules may depend on in accounts: types and pure functions, re-exported (decision 205).
 * Another module imports accounts only through this file or index.ts; lint holds it (biome.json).
 */
export type { AccountsService } from './accounts.service.ts';
export type { PublicProfiles, UserContact } from './public-profiles.ts';
export type { UserSuspensions } from './user-suspensions.ts';
