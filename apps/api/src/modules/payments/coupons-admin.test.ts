import type { AdminAuditLogResponse, AdminCoupon } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { client, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let user: Seller;

beforeAll(async () => {
  test = await createTestApp();
  [admin, user] = await Promise.all([adminUser(test), seller(test)]);
});
afterAll(() => test?.close());

const coupon = (change: Record<string, unknown> = {}) => ({
  code: 'krov-20',
  percentOff: 20,
  validFrom: '2026-11-01T00:00:00+01:00',
  validUntil: '2027-01-01T00:00:00+01:00',
  maxUses: 100,
  ...change,
});

describe('the admins’ coupons', () => {
  it('creates one per code (upper case), lists it with its uses, and disables it', async () => {
    const created = ok<AdminCoupon>(await client(test).post('/api/admin/coupons', admin.auth, coupon()), 201);
    expect(created).toMatchObject({
      code: 'KROV-20',
      percentOff: 20,
      amountOff: null,
      validFrom: '2026-10-31T23:00:00.000Z',
      maxUses: 100,
      uses: 0,
      disabledAt: null,
    });
    test.clock.advance(1_000); // newest first
    const fixed = ok<AdminCoupon>(
      await client(test).post(
        '/api/admin/coupons',
        admin.auth,
        coupon({ code: 'POPUST5', percentOff: undefined, amountOff: 5.5 }),
      ),
      201,
    );
    expect(fixed).toMatchObject({ code: 'POPUST5', percentOff: null, amountOff: 5.5 });

    const again = await client(test).post('/api/admin/coupons', admin.auth, coupon({ code: 'Krov-20' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ validationErrors: [{ field: 'code', error: 'Invalid' }] });

    const listed = ok<{ items: AdminCoupon[] }>(await client(test).get('/api/admin/coupons', admin.auth));
    expect(listed.items.map((item) => item.code)).toEqual(['POPUST5', 'KROV-20']);

    const disabled = ok<AdminCoupon>(
      await client(test).post(`/api/admin/coupons/${created.id}/disable`, admin.auth),
    );
    expect(disabled.disabledAt).not.toBeNull();
    // Disabling twice keeps the first moment.
    const twice = ok<AdminCoupon>(
      await client(test).post(`/api/admin/coupons/${created.id}/disable`, admin.auth),
    );
    expect(twice.disabledAt).toBe(disabled.disabledAt);
    // Each admin action is in the audit log once: made, then disabled (the second disable did nothing).
    const log = ok<AdminAuditLogResponse>(await client(test).get('/api/admin/audit-log', admin.auth));
    const ofCoupon = log.items.filter((entry) => entry.subject.id === created.id);
    expect(ofCoupon.map((entry) => entry.action)).toEqual(['coupon.disable', 'coupon.create']);
    expect(ofCoupon[1]).toMatchObject({
      admin: { userId: admin.id },
      subject: { type: 'coupon' },
      details: { code: 'KROV-20', percentOff: 20, amountOff: null, maxUses: 100 },
    });
    const unknown = await client(test).post(
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000/disable',
      admin.auth,
    );
    expect(unknown.json()).toMatchObject({ message: 'CouponNotFound' });
  });

  it('refuses a coupon with both or neither discount, a window that ends before it starts, a bad code', async () => {
    const refused = async (body: object) => {
      const response = await client(test).post('/api/admin/coupons', admin.auth, body);
      expect(response.statusCode).toBe(400);
      return (response.json() as { validationErrors: { field: string; error: string }[] }).validationErrors;
    };
    expect(await refused(coupon({ code: 'OBA', amountOff: 3 }))).toMatchObject([{ field: 'percentOff' }]);
    expect(await refused(coupon({ code: 'NIJEDAN', percentOff: undefined }))).toMatchObject([
      { field: 'percentOff' },
    ]);
    expect(await refused(coupon({ code: 'UNAZAD', validUntil: '2026-10-01T00:00:00Z' }))).toMatchObject([
      { field: 'validUntil', error: 'GreaterThan' },
    ]);
    expect(await refused(coupon({ code: 'ima razmak' }))).toMatchObject([{ field: 'code', error: 'Regex' }]);
    expect(await refused(coupon({ code: 'PREVISE', percentOff: 101 }))).toMatchObject([
      { field: 'percentOff', error: 'LessThanOrEqual' },
    ]);
    expect(await refused(coupon({ code: 'FENING', percentOff: undefined, amountOff: 1.005 }))).toMatchObject([
      { field: 'amountOff' },
    ]);
  });

  it('is the admins’ only: everyone else gets NotFound, logged out Unauthorized', async () => {
    for (const response of [
      await client(test).get('/api/admin/coupons', user.auth),
      await client(test).post('/api/admin/coupons', user.auth, coupon({ code: 'TUDJI' })),
      await client(test).post('/api/admin/coupons/00000000-0000-4000-8000-000000000000/disable', user.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NotFound' });
    }
    expect((await client(test).get('/api/admin/coupons')).statusCode).toBe(401);
  });
});
