import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { notificationsOf } from '../../../test/alerts-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import {
  client,
  createListing,
  listedListing,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
  owner = await seller(test);
});
afterAll(() => test?.close());

const hide = (id: string, by: Seller, reason = 'Lažni oglas: fotografije s drugog portala.') =>
  client(test).post(`/api/admin/properties/${id}/hide`, by.auth, { reason });

describe('a moderator hides an abusive listing', () => {
  it('it leaves the site, its owner is told why, and cannot show it again', async () => {
    const listing = await listedListing(test, owner, { address: 'Sumnjiva 13' });
    expect((await hide(listing.id, admin)).statusCode).toBe(204);
    expect(messageKeyOf(await client(test).get(`/api/properties/${listing.id}`))).toBe('PropertyNotFound');
    const [told] = (await notificationsOf(test, owner)).filter((each) => each.kind === 'moderation');
    expect(told).toMatchObject({
      title: 'Moderator je sakrio vaš oglas',
      description:
        '„Sumnjiva 13“ se više ne prikazuje na Krovu. Razlog: Lažni oglas: fotografije s drugog portala.',
      type: 'Action',
    });
    const unhide = await client(test).post(`/api/properties/${listing.id}/unhide`, owner.auth);
    expect(unhide.statusCode).toBe(403);
    expect(messageKeyOf(unhide)).toBe('ActionForbidden');
  });

  it('only admins; only a public listing; an unknown one is PropertyNotFound', async () => {
    const listing = await listedListing(test, owner);
    expect(messageKeyOf(await hide(listing.id, owner))).toBe('NotFound');
    const draft = await createListing(test, owner);
    expect(messageKeyOf(await hide(draft.id, admin))).toBe('ActionForbidden');
    expect(messageKeyOf(await hide(crypto.randomUUID(), admin))).toBe('PropertyNotFound');
    const noReason = await client(test).post(`/api/admin/properties/${listing.id}/hide`, admin.auth, {
      reason: '',
    });
    expect(noReason.json()).toMatchObject({ validationErrors: [{ field: 'reason' }] });
  });
});
