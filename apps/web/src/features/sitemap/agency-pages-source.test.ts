import type { AgenciesResponse } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { type AgenciesPage, createAgencyPagesSource } from './agency-pages-source';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const item = (slug: string, day: number) => ({
  slug,
  name: slug,
  logo: null,
  registerVerified: false,
  listings: 10 - day,
  updatedAt: at(day),
});

/** Three pages of the api's answer, counting the calls. */
function pagedAgencies() {
  const pages: Record<string, AgenciesResponse> = {
    start: { items: [item('a', 1), item('b', 2)], nextCursor: 'c1' },
    c1: { items: [item('c', 3), item('d', 4)], nextCursor: 'c2' },
    c2: { items: [item('e', 5)], nextCursor: null },
  };
  const calls: (string | undefined)[] = [];
  const agenciesPage: AgenciesPage = async (cursor) => {
    calls.push(cursor);
    const page = pages[cursor ?? 'start'];
    if (!page) throw new Error(`unknown cursor ${cursor}`);
    return page;
  };
  return { agenciesPage, calls };
}

describe('the agencies of the sitemap', () => {
  it('walks every page in the api’s order, up to the bound', async () => {
    const api = pagedAgencies();
    const all = createAgencyPagesSource({ ...api, maxAgencies: 100, ttlMs: 1000, now: () => 0 });
    expect(await all()).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((slug, i) => ({ slug, lastModified: at(i + 1) })),
    );
    expect(api.calls).toEqual([undefined, 'c1', 'c2']);

    const bounded = pagedAgencies();
    const three = createAgencyPagesSource({ ...bounded, maxAgencies: 3, ttlMs: 1000, now: () => 0 });
    expect((await three()).map((page) => page.slug)).toEqual(['a', 'b', 'c']);
    expect(bounded.calls).toEqual([undefined, 'c1']);
  });

  it('serves one walk until it is ttl old, and forgets a failed one', async () => {
    let now = 0;
    let failing = true;
    const api = pagedAgencies();
    const agenciesPage: AgenciesPage = async (cursor) => {
      if (failing) throw new Error('api down');
      return api.agenciesPage(cursor);
    };
    const source = createAgencyPagesSource({ agenciesPage, maxAgencies: 100, ttlMs: 1000, now: () => now });
    await expect(source()).rejects.toThrow('api down');
    failing = false;
    expect(await source()).toHaveLength(5); // asked again at once: the failure was not kept
    now = 999;
    await source();
    expect(api.calls).toHaveLength(3);
    now = 1000;
    await source();
    expect(api.calls).toHaveLength(6);
  });
});
