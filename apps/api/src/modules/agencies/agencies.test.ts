import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, agencyInput, decide, requestAgency } from '../../../test/agency-fixtures.ts';
import { deliveredMails, notificationsOf } from '../../../test/alerts-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import { jpeg, zipArchive } from '../../../test/image-fixtures.ts';
import { client, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
  owner = await seller(test, { name: 'Lejla Đurić' });
});
afterAll(() => test?.close());

describe('the agency request', () => {
  let agencyId: string;

  it('a user in no agency has none: null, in the profile too', async () => {
    expect(ok(await client(test).get('/api/users/me/agency', owner.auth))).toBeNull();
    expect(ok<{ agency: unknown }>(await client(test).get('/api/users/me', owner.auth)).agency).toBeNull();
  });

  it('is pending ("request received"), owned by its requester, with a slug from its name', async () => {
    const agency = await requestAgency(test, owner);
    agencyId = agency.id;
    expect(agency).toMatchObject({
      name: 'Nekretnine Đurić & sinovi',
      slug: 'nekretnine-duric-i-sinovi',
      status: 'pending',
      role: 'owner',
      registerVerified: false,
      registerAuthority: 'fbih',
      phoneNumber: '+38733123456',
    });
    expect(ok<{ agency: unknown }>(await client(test).get('/api/users/me', owner.auth)).agency).toEqual({
      id: agencyId,
      name: 'Nekretnine Đurić & sinovi',
      slug: 'nekretnine-duric-i-sinovi',
      status: 'pending',
      role: 'owner',
    });
  });

  it('one agency per user; another agency of the same name gets the next free slug', async () => {
    const again = await client(test).post('/api/agencies', owner.auth, agencyInput({ name: 'Druga' }));
    expect(again.statusCode).toBe(403);
    expect(messageKeyOf(again)).toBe('ActionForbidden');
    const twin = await requestAgency(test, await seller(test));
    expect(twin.slug).toBe('nekretnine-duric-i-sinovi-2');
  });

  it('refuses what is missing or not valid, field by field', async () => {
    const bad = await client(test).post('/api/agencies', (await seller(test)).auth, {
      ...agencyInput({ name: 'A', website: 'javascript:alert(1)', registerAuthority: 'hr' }),
      email: 'nije-adresa',
    });
    const fields = (bad.json() as { validationErrors: { field: string }[] }).validationErrors.map(
      (e) => e.field,
    );
    expect(fields.sort()).toEqual(['email', 'name', 'registerAuthority', 'website']);
  });

  it('the slug follows the name until the agency is approved, then stays', async () => {
    const renamed = ok<{ slug: string }>(
      await client(test).put('/api/users/me/agency', owner.auth, agencyInput({ name: 'Krov Nekretnine' })),
    );
    expect(renamed.slug).toBe('krov-nekretnine');
    await decide(test, admin, agencyId, 'approve', 'Dokumenti uredni.');
    const after = ok<{ slug: string; name: string; status: string; statusReason: string }>(
      await client(test).put(
        '/api/users/me/agency',
        owner.auth,
        agencyInput({ name: 'Krov Nekretnine d.o.o.' }),
      ),
    );
    expect(after).toMatchObject({
      slug: 'krov-nekretnine',
      name: 'Krov Nekretnine d.o.o.',
      status: 'approved',
      statusReason: 'Dokumenti uredni.',
    });
  });
});

describe('the admins’ decisions', () => {
  it('every admin route is NotFound to everyone else', async () => {
    const someone = await seller(test);
    const [agency] = ok<{ items: { id: string }[] }>(
      await client(test).get('/api/admin/agencies', admin.auth),
    ).items;
    const calls = [
      client(test).get('/api/admin/agencies', owner.auth),
      client(test).post(`/api/admin/agencies/${agency?.id}/approve`, someone.auth, { reason: 'x' }),
      client(test).post(`/api/admin/agencies/${agency?.id}/suspend`, owner.auth, { reason: 'x' }),
      client(test).post(`/api/admin/agencies/${agency?.id}/reinstate`, owner.auth, { reason: 'x' }),
      client(test).post(`/api/admin/agencies/${agency?.id}/verify-register`, owner.auth, { reason: 'x' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(messageKeyOf(response)).toBe('NotFound');
    }
  });

  it('approve, suspend, reinstate: each with its reason, audit, and the owner told by notification and e-mail', async () => {
    const requester = await seller(test, { name: 'Emina Begić' });
    const agency = await requestAgency(test, requester, { name: 'Begić Nekretnine' });
    const pending = ok<{ items: { id: string; owner: { email: string } }[] }>(
      await client(test).get('/api/admin/agencies?status=pending', admin.auth),
    ).items;
    expect(pending.map((item) => item.id)).toContain(agency.id);
    expect(pending.find((item) => item.id === agency.id)?.owner.email).toBe(requester.email);

    // Decisions come at different moments (the bell lists the newest first).
    test.clock.advance(1000);
    await decide(test, admin, agency.id, 'approve', 'Registar provjeren.');
    const twice = await client(test).post(`/api/admin/agencies/${agency.id}/approve`, admin.auth, {
      reason: 'x',
    });
    expect(messageKeyOf(twice)).toBe('ActionForbidden');
    test.clock.advance(1000);
    await decide(test, admin, agency.id, 'suspend', 'Lažni oglasi.');
    test.clock.advance(1000);
    const reinstated = await decide(test, admin, agency.id, 'reinstate', 'Oglasi uklonjeni.');
    expect(reinstated.status).toBe('approved');
    expect(reinstated.history.map((entry) => [entry.action, entry.by, entry.reason])).toEqual([
      ['reinstated', 'Admin Adminović', 'Oglasi uklonjeni.'],
      ['suspended', 'Admin Adminović', 'Lažni oglasi.'],
      ['approved', 'Admin Adminović', 'Registar provjeren.'],
      ['requested', 'Emina Begić', null],
    ]);

    const told = (await notificationsOf(test, requester)).filter((each) => each.kind === 'agency');
    expect(told.map((each) => each.title)).toEqual([
      'Vaša agencija Begić Nekretnine je ponovo aktivna',
      'Vaša agencija Begić Nekretnine je suspendovana',
      'Vaša agencija Begić Nekretnine je odobrena',
    ]);
    expect(told[1]?.description).toContain('Lažni oglasi.');
    const mails = await deliveredMails(test, requester.email);
    expect(mails.filter((mail) => mail.subject?.includes('Begić Nekretnine'))).toHaveLength(3);
  });

  it('a decision needs a reason; an unknown agency is AgencyNotFound', async () => {
    const [agency] = ok<{ items: { id: string }[] }>(
      await client(test).get('/api/admin/agencies', admin.auth),
    ).items;
    const noReason = await client(test).post(`/api/admin/agencies/${agency?.id}/suspend`, admin.auth, {
      reason: ' ',
    });
    expect(noReason.json()).toMatchObject({ validationErrors: [{ field: 'reason' }] });
    const unknown = await client(test).post(
      `/api/admin/agencies/${crypto.randomUUID()}/approve`,
      admin.auth,
      {
        reason: 'x',
      },
    );
    expect(messageKeyOf(unknown)).toBe('AgencyNotFound');
  });
});

describe('the public agency', () => {
  it('only an approved agency has a page; it shows its verified badge and its people', async () => {
    const requester = await seller(test, { name: 'Haris Kovač' });
    const agency = await requestAgency(test, requester, { name: 'Kovač Estate' });
    expect(messageKeyOf(await client(test).get(`/api/agencies/${agency.slug}`))).toBe('AgencyNotFound');
    await decide(test, admin, agency.id, 'approve');
    await decide(test, admin, agency.id, 'verify-register', 'Broj 0421 u registru FBiH.');
    const page = ok<{ registerVerified: boolean; agents: { name: string; role: string }[] }>(
      await client(test).get(`/api/agencies/${agency.slug}`),
    );
    expect(page).toMatchObject({
      name: 'Kovač Estate',
      registerVerified: true,
      agents: [{ name: 'Haris Kovač', role: 'owner', listings: 0 }],
      listings: { sell: 0, rent: 0 },
    });
    expect(JSON.stringify(page)).not.toContain(requester.email);
    await decide(test, admin, agency.id, 'suspend', 'Provjera.');
    expect(messageKeyOf(await client(test).get(`/api/agencies/${agency.slug}`))).toBe('AgencyNotFound');
    expect(messageKeyOf(await client(test).get('/api/agencies/nema-je'))).toBe('AgencyNotFound');
  });
});

describe('the logo', () => {
  it('the owner sets it (a clean WebP under a new key) and removes it; what is not an image is refused', async () => {
    const logoOwner = await seller(test);
    await requestAgency(test, logoOwner, { name: 'Logo Nekretnine' });
    const upload = async (bytes: Uint8Array, type = 'image/jpeg') => {
      const body = await multipartBody({ logo: { bytes, filename: 'logo.jpg', type } });
      return test.app.inject({
        method: 'POST',
        url: '/api/users/me/agency/logo',
        payload: body.payload,
        headers: { ...body.headers, 'x-requested-with': 'XMLHttpRequest', ...logoOwner.auth },
      });
    };
    const first = ok<{ logo: string }>(await upload(await jpeg(1200, 400)));
    const served = await client(test).get(first.logo);
    expect(served.headers['content-type']).toBe('image/webp');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([512, 171]);
    const second = ok<{ logo: string }>(await upload(await jpeg(300, 300)));
    expect(second.logo).not.toBe(first.logo);
    expect((await client(test).get(first.logo)).statusCode).toBe(404);
    expect(messageKeyOf(await upload(zipArchive(), 'application/zip'))).toBe('FileTypeNotAllowed');
    expect(
      ok<{ logo: null }>(await client(test).delete('/api/users/me/agency/logo', logoOwner.auth)).logo,
    ).toBeNull();
    expect((await client(test).get(second.logo)).statusCode).toBe(404);
  });
});
