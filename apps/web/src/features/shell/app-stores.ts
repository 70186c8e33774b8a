import type { MobilePlatform } from '@/shared/cookies/open-in-app';

/**
 * The store pages of the Krov apps (footer and open-in-app banner). Constants, not environment:
 * they are the same for every deployment. Replace them with the real listings once published.
 */
export const appStoreLinks = {
  android: 'https://play.google.com/store/apps/details?id=ba.krov.app',
  ios: 'https://apps.apple.com/ba/app/krov-nekretnine/id6740000000',
} as const satisfies Record<MobilePlatform, string>;
