import type { AdminReportsResponse, PropertyResponse, SearchResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  client,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { scenePhoto } from '../../../test/scene-images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Floor plans (issue 31, point 4): uploaded like photos with `?kind=floor_plan`, answered apart as
 * `floorPlans` in their own order, never the cover, never counted as photos, never checked for a
 * reused photo; the search's `withFloorPlan` finds the listings that have one.
 */
let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test);
});
afterAll(() => test.close());

const plans = async (count: number, seed = 7000) =>
  Promise.all(Array.from({ length: count }, async (_, i) => ({ bytes: await scenePhoto(seed + i) })));
const upload = async (id: string, files: { bytes: Buffer }[], by = owner) =>
  uploadPhotos(test, by, id, files, 'photos', 'floor_plan');
const found = async (query: string) =>
  ok<SearchResponse>(await client(test).get(`/api/properties?${query}&groupOffers=false&limit=48`)).items.map(
    (item) => item.id,
  );

describe('POST /api/properties/{id}/photos?kind=floor_plan', () => {
  it('adds floor plans apart from the photos, in their own order, made ready by the same job', async () => {
    const listing = await listedListing(test, owner);
    ok(await uploadPhotos(test, owner, listing.id, [{ bytes: await jpeg() }]), 201);
    const answer = ok<PropertyResponse>(await upload(listing.id, await plans(2)), 201);
    expect(answer.photos).toHaveLength(1);
    expect(answer.floorPlans.map((plan) => plan.position)).toEqual([0, 1]);
    const ready = await waitForPhotosReady(test, owner, listing.id);
    expect(ready.floorPlans.every((plan) => plan.ready && plan.variants.length > 0)).toBe(true);
    // The public answer has them too; the photo count is the photos'.
    const shown = ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`));
    expect(shown.floorPlans.map((plan) => plan.id)).toEqual(ready.floorPlans.map((plan) => plan.id));
    const [row] = (
      (await test.database.db.execute(
        sql`select photo_count, floor_plan_count from properties where id = ${listing.id}`,
      )) as unknown as { rows: { photo_count: number; floor_plan_count: number }[] }
    ).rows;
    expect(row).toEqual({ photo_count: 1, floor_plan_count: 2 });
  });

  it('reorders floor plans alone; a floor plan is never the cover; deleting one closes the gap', async () => {
    const listing = await listedListing(test, owner);
    ok(await uploadPhotos(test, owner, listing.id, [{ bytes: await jpeg() }, { bytes: await jpeg() }]), 201);
    const withPlans = ok<PropertyResponse>(await upload(listing.id, await plans(3, 7100)), 201);
    const [a, b, c] = withPlans.floorPlans.map((plan) => plan.id) as [string, string, string];
    const reordered = ok<PropertyResponse>(
      await client(test).put(`/api/properties/${listing.id}/photos/order`, owner.auth, {
        photoIds: [c, a, b],
      }),
    );
    expect(reordered.floorPlans.map((plan) => plan.id)).toEqual([c, a, b]);
    expect(reordered.photos.map((photo) => photo.id)).toEqual(withPlans.photos.map((photo) => photo.id));
    // Photos and floor plans mixed in one order: refused.
    const mixed = await client(test).put(`/api/properties/${listing.id}/photos/order`, owner.auth, {
      photoIds: [...withPlans.photos.map((photo) => photo.id), a, b, c],
    });
    expect(validationErrors(mixed)).toEqual([
      expect.objectContaining({ field: 'photoIds', error: 'Invalid' }),
    ]);
    refused(
      await client(test).put(`/api/properties/${listing.id}/photos/${a}/cover`, owner.auth),
      404,
      'NotFound',
    );
    const afterDelete = ok<PropertyResponse>(
      await client(test).delete(`/api/properties/${listing.id}/photos/${a}`, owner.auth),
    );
    expect(afterDelete.floorPlans.map((plan) => [plan.id, plan.position])).toEqual([
      [c, 0],
      [b, 1],
    ]);
    expect(afterDelete.photos).toHaveLength(2);
  });

  it('keeps to 10 floor plans a listing, apart from its 30 photos', async () => {
    const listing = await listedListing(test, owner);
    ok(await upload(listing.id, await plans(10, 7200)), 201);
    const eleventh = await upload(listing.id, await plans(1, 7300));
    expect(validationErrors(eleventh)).toEqual([
      { field: 'photos', error: 'LessThanOrEqual', extra: { max: 10, value: 11 } },
    ]);
    // Photos still go in.
    ok(await uploadPhotos(test, owner, listing.id, [{ bytes: await jpeg() }]), 201);
    const bad = await client(test).post(`/api/properties/${listing.id}/photos?kind=plan`, owner.auth, {});
    expect(validationErrors(bad)).toEqual([expect.objectContaining({ field: 'kind' })]);
  });

  it('is found by withFloorPlan; withPhotos counts photos only', async () => {
    const searcher = await seller(test);
    const planOnly = await listedListing(test, searcher, { address: 'Tlocrtna 1' });
    ok(await upload(planOnly.id, await plans(1, 7400), searcher), 201);
    const none = await listedListing(test, searcher, { address: 'Bez tlocrta 2' });
    expect(await found('withFloorPlan=true')).toContain(planOnly.id);
    expect(await found('withFloorPlan=true')).not.toContain(none.id);
    expect(await found('withPhotos=true')).not.toContain(planOnly.id);
  });

  it('never flags a floor plan another owner uses too (one building, several agencies)', async () => {
    const admin = await adminUser(test);
    const builder = await seller(test);
    const first = await listedListing(test, builder, { address: 'Zgrada 1', size: 81 });
    ok(await upload(first.id, await plans(1, 7500), builder), 201);
    await waitForPhotosReady(test, builder, first.id);
    const other = await seller(test);
    const second = await listedListing(test, other, { address: 'Zgrada 1, drugi ulaz', size: 95 });
    ok(await upload(second.id, await plans(1, 7500), other), 201);
    await waitForPhotosReady(test, other, second.id);
    const queue = ok<AdminReportsResponse>(
      await client(test).get('/api/admin/reports?status=open&subject=listing', admin.auth),
    );
    expect(queue.items.map((item) => item.id)).not.toContain(second.id);
    const hashed = (
      (await test.database.db.execute(
        sql`select count(*)::int as n from property_photos where kind = 'floor_plan' and phash is not null`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;
    expect(hashed).toBe(0);
  });
});
