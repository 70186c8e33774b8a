import type { AgenciesResponse } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { prerenderedAgencyCount, prerenderedAgencySlugs } from './prerendered-agencies';

const page = (count: number): AgenciesResponse => ({
  items: Array.from({ length: count }, (_, i) => ({
    slug: `agencija-${i}`,
    name: `Agencija ${i}`,
    logo: null,
    registerVerified: false,
    listings: count - i,
    updatedAt: '2026-11-20T10:00:00.000Z',
  })),
  nextCursor: null,
});

describe('the agency pages a build prerenders', () => {
  it('are the biggest agencies, in the api’s order, at most the count', async () => {
    const lines: string[] = [];
    const slugs = await prerenderedAgencySlugs(
      async () => page(30),
      (line) => lines.push(line),
    );
    expect(slugs).toHaveLength(prerenderedAgencyCount);
    expect(slugs.slice(0, 2)).toEqual(['agencija-0', 'agencija-1']);
    expect(lines).toEqual([`agency pages: prerendering the ${prerenderedAgencyCount} biggest agencies`]);
    expect(
      await prerenderedAgencySlugs(
        async () => page(2),
        () => {},
      ),
    ).toEqual(['agencija-0', 'agencija-1']);
  });

  it('are none when the build has no api, said in the build’s log, never a failed build', async () => {
    const lines: string[] = [];
    const slugs = await prerenderedAgencySlugs(
      async () => {
        throw new Error('fetch failed');
      },
      (line) => lines.push(line),
    );
    expect(slugs).toEqual([]);
    expect(lines[0]).toContain('none prerendered (the api did not answer: fetch failed)');
  });
});
