import type { PropertyQualityResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, invitationToken } from '../../../test/agency-fixtures.ts';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  advanceClock,
  client,
  day,
  listedListing,
  listingInput,
  ok,
  type Seller,
  sarajevo,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlaces } from '../places/ports.ts';

/**
 * GET /api/properties/{id}/quality (issue 29, decision 223) through the routes on a real database:
 * the owner and the assigned agent see it, anyone else gets 404; the fixes follow the listing.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const quality = (user: Seller, id: string) => client(test).get(`/api/properties/${id}/quality`, user.auth);
const fixes = (answer: PropertyQualityResponse) => answer.fixes.map((fix) => fix.key);

describe('the quality score', () => {
  it('follows the listing: photos, the pin, the description and the confirmation', async () => {
    const owner = await seller(test);
    // The pin exactly on its neighbourhood's own point: where choosing the place leaves it.
    const places = createPlaces();
    const slug = places.locate(sarajevo)?.neighbourhood?.slug as string;
    const [lng, lat] = places.bySlug(slug)?.center ?? [0, 0];
    const listing = await listedListing(test, owner, { location: { lat, lng } });

    const first = ok<PropertyQualityResponse>(await quality(owner, listing.id));
    expect(fixes(first)).toEqual(['photos', 'street_pin', 'description']);
    expect(first.score).toBe(33);
    // The owner's answer of the listing carries the same (My properties and the editor show it);
    // anyone else's none.
    expect(
      ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`, owner.auth)).quality,
    ).toEqual(first);
    expect(ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`)).quality).toBeNull();

    ok(await uploadPhotos(test, owner, listing.id, [{ bytes: await jpeg(64, 48) }]), 201);
    ok(
      await client(test).put(
        `/api/properties/${listing.id}`,
        owner.auth,
        listingInput({
          location: { lat: lat + 0.001, lng },
          description: 'Stan u mirnoj ulici. '.repeat(16),
        }),
      ),
    );
    const better = ok<PropertyQualityResponse>(await quality(owner, listing.id));
    expect(better.fixes).toEqual([{ key: 'photos', points: 29 }]);
    expect(better.score).toBe(71);

    await advanceClock(test, 7 * day, owner);
    expect(fixes(ok<PropertyQualityResponse>(await quality(owner, listing.id)))).toEqual([
      'photos',
      'confirmation',
    ]);
    ok(await client(test).post(`/api/properties/${listing.id}/confirm-available`, owner.auth));
    expect(fixes(ok<PropertyQualityResponse>(await quality(owner, listing.id)))).toEqual(['photos']);
  });

  it('the assigned agent sees it; another user and a visitor do not', async () => {
    const admin = await adminUser(test);
    const { owner } = await approvedAgency(test, admin, { name: 'Agencija Kvaliteta' });
    const agent = await seller(test, { name: 'Agent Kvaliteta' });
    await client(test).post('/api/users/me/agency/invitations', owner.auth, { email: agent.email });
    ok(
      await client(test).post(
        `/api/invitations/${await invitationToken(test, agent.email)}/accept`,
        agent.auth,
      ),
    );
    const listing = await listedListing(test, owner);
    ok(await client(test).put(`/api/properties/${listing.id}/agent`, owner.auth, { agentId: agent.id }));

    const mine = ok<PropertyQualityResponse>(await quality(owner, listing.id));
    expect(ok<PropertyQualityResponse>(await quality(agent, listing.id))).toEqual(mine);
    const stranger = await seller(test);
    refused(await quality(stranger, listing.id), 404, 'PropertyNotFound');
    expect((await client(test).get(`/api/properties/${listing.id}/quality`, {})).statusCode).toBe(401);
  });
});
