import type { AgenciesResponse } from '@krov/contracts';

/** How many of the biggest agencies' pages a build renders ahead (each in both languages). */
export const prerenderedAgencyCount = 20;

/**
 * The slugs of the biggest agencies, to render at build time (SPEC: "some slugs prerendered"). The
 * build asks the api it is configured with (npm start builds after the api is up); a build without
 * an api (CI, an image built apart from its data) prerenders none and says so: every page then
 * renders on its first visit and is cached the same way. Never fails the build.
 */
export async function prerenderedAgencySlugs(
  firstPage: () => Promise<AgenciesResponse>,
  log: (line: string) => void = console.info,
): Promise<string[]> {
  try {
    const page = await firstPage();
    const slugs = page.items.slice(0, prerenderedAgencyCount).map((item) => item.slug);
    log(`agency pages: prerendering the ${slugs.length} biggest agencies`);
    return slugs;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `agency pages: none prerendered (the api did not answer: ${reason}); each renders on its first visit`,
    );
    return [];
  }
}
