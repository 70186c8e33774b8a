import type { PropertyResponse, SearchResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createListing,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A listing's video and 3D tour (issue 31, point 4): links of allowed hosts only, stored canonical,
 * kept by an edit that leaves them out (an older client), removed by null or blank; the search's
 * `withVideo` finds the listings with either.
 */
let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
});
afterAll(() => test.close());

const video = 'https://youtu.be/dQw4w9WgXcQ';
const tour = 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1';
const edit = (id: string, body: Record<string, unknown>) =>
  client(test).put(`/api/properties/${id}`, owner.auth, listingInput(body));

describe('videoUrl and tourUrl', () => {
  it('are stored as one canonical link each, answered to everyone', async () => {
    const listing = await listedListing(test, owner, { videoUrl: video, tourUrl: tour });
    expect(listing).toMatchObject({
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    });
    const shown = ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`));
    expect([shown.videoUrl, shown.tourUrl]).toEqual([listing.videoUrl, listing.tourUrl]);
  });

  it('refuse a link of any other host, with the hosts allowed', async () => {
    const response = await client(test).post(
      '/api/properties',
      owner.auth,
      listingInput({ videoUrl: 'https://example.com/video.mp4', tourUrl: 'https://evil.example/tour' }),
    );
    expect(validationErrors(response)).toEqual([
      {
        field: 'videoUrl',
        error: 'Invalid',
        extra: { hosts: expect.stringContaining('youtu.be,vimeo.com') },
      },
      { field: 'tourUrl', error: 'Invalid', extra: { hosts: expect.stringContaining('my.matterport.com') } },
    ]);
  });

  it('stay when an edit leaves them out; null or blank removes them', async () => {
    const listing = await createListing(test, owner, { videoUrl: video, tourUrl: tour });
    const kept = ok<PropertyResponse>(await edit(listing.id, { size: 70 }));
    expect([kept.size, kept.videoUrl, kept.tourUrl]).toEqual([70, listing.videoUrl, listing.tourUrl]);
    const cleared = ok<PropertyResponse>(await edit(listing.id, { videoUrl: null, tourUrl: '' }));
    expect([cleared.videoUrl, cleared.tourUrl]).toEqual([null, null]);
  });

  it('withVideo finds the listings with a video or a tour', async () => {
    const other = await seller(test);
    const withVideo = await listedListing(test, other, { videoUrl: 'https://vimeo.com/76979871' });
    const withTour = await listedListing(test, other, { tourUrl: 'https://kuula.co/share/N1Qhk' });
    const plain = await listedListing(test, other);
    const ids = ok<SearchResponse>(
      await client(test).get('/api/properties?withVideo=true&groupOffers=false&limit=48'),
    ).items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([withVideo.id, withTour.id]));
    expect(ids).not.toContain(plain.id);
  });
});
