import type { PropertyReportResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askedSubject,
  expectMails as expectMailsOf,
  hour,
  listingUrl,
  mine as mineOf,
  minute,
} from '../../../test/availability-fixtures.ts';
import {
  advanceClock,
  client,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Users' reports of listings (issue 29, decision 224) through the routes on a real database: once
 * per user and listing, only of others' public listings, and two "not available" from different
 * users ask the owner to confirm within 24 hours (hidden as unconfirmed when nobody answers).
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const report = (user: Seller, id: string, body: object) =>
  client(test).post(listingUrl(id, 'reports'), user.auth, body);
const mine = (user: Seller, id: string) => mineOf(test, user, id);

describe('reporting a listing', () => {
  let owner: Seller;
  let buyer: Seller;
  let listing: PropertyResponse;

  it('201 with the report; again 200 with the first one, unchanged', async () => {
    owner = await seller(test);
    buyer = await seller(test);
    listing = await listedListing(test, owner);
    const first = ok<PropertyReportResponse>(
      await report(buyer, listing.id, { reason: 'wrong_details', text: ' Nije treći sprat. ' }),
      201,
    );
    expect(first).toMatchObject({
      propertyId: listing.id,
      reason: 'wrong_details',
      text: 'Nije treći sprat.',
    });
    const again = ok<PropertyReportResponse>(await report(buyer, listing.id, { reason: 'scam', text: '' }));
    expect(again).toEqual(first);
  });

  it('a double submit makes one report', async () => {
    const other = await seller(test);
    const answers = await Promise.all([
      report(other, listing.id, { reason: 'duplicate' }),
      report(other, listing.id, { reason: 'duplicate' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
  });

  it('checks the reason and asks a text for "other"', async () => {
    const response = await report(buyer, listing.id, { reason: 'spam' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const other = await seller(test);
    const bare = await report(other, listing.id, { reason: 'other', text: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().validationErrors).toEqual([{ field: 'text', error: 'Required', extra: {} }]);
    const long = await report(other, listing.id, { reason: 'scam', text: 'x'.repeat(1001) });
    expect(long.json().validationErrors[0]).toMatchObject({ field: 'text' });
  });

  it('one’s own listing, a hidden one and an unknown one are not there; a visitor must log in', async () => {
    refused(await report(owner, listing.id, { reason: 'scam' }), 404, 'PropertyNotFound');
    const hidden = await listedListing(test, owner);
    ok(await client(test).post(listingUrl(hidden.id, 'hide'), owner.auth));
    refused(await report(buyer, hidden.id, { reason: 'scam' }), 404, 'PropertyNotFound');
    refused(
      await report(buyer, '6f1c2a4e-1111-4a4a-8888-123456789abc', { reason: 'scam' }),
      404,
      'PropertyNotFound',
    );
    const visitor = await test.app.inject({
      method: 'POST',
      url: listingUrl(listing.id, 'reports'),
      payload: { reason: 'scam' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('two "not available" reports', () => {
  it('ask the owner to confirm within 24 hours; unanswered, the listing is hidden', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner, { address: 'Prijavljena 3' });
    const [first, second, third] = [await seller(test), await seller(test), await seller(test)];

    ok(await report(first as Seller, listing.id, { reason: 'not_available' }), 201);
    ok(await report(first as Seller, listing.id, { reason: 'not_available' }));
    ok(await report(second as Seller, listing.id, { reason: 'scam' }), 201);
    expect((await mine(owner, listing.id)).confirmBy).toBeNull();

    ok(await report(third as Seller, listing.id, { reason: 'not_available' }), 201);
    const due = new Date(test.clock.now().getTime() + 24 * hour).toISOString();
    expect((await mine(owner, listing.id)).confirmBy).toBe(due);
    await expectMailsOf(test, owner.email, askedSubject, 1);

    await advanceClock(test, 24 * hour - minute, owner);
    await test.jobs.listings.hideDue();
    expect((await mine(owner, listing.id)).status).toBe('listed');
    await advanceClock(test, minute, owner);
    await test.jobs.listings.hideDue();
    const hidden = await mine(owner, listing.id);
    expect([hidden.status, hidden.hiddenReason]).toEqual(['hidden', 'unconfirmed']);
  });
});
