import type { AdminOrdersResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { client, ok } from '../../../test/listings-fixtures.ts';
import { databaseAt } from '../../../test/migration-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';

/**
 * Migration 0030 (issue 28, 1; decision 185) on a database holding orders made with the schema
 * before it (migrated to 0029, rows written as that schema held them, then migrated on): every
 * order is carried over unchanged — its row, its lines (an item each, an invoice's order one line),
 * and what the api answers of it, computed here from the old rows by the old rules.
 */
const buyer = '00000000-0000-4000-8000-000000000001';
const agencyOwner = '00000000-0000-4000-8000-000000000002';
const agency = '00000000-0000-4000-8000-0000000000a1';
const coupon = '00000000-0000-4000-8000-0000000000c1';
const [paidInvoice, unpaidInvoice, paidByAnother] = ['b1', 'b2', 'b3'].map(
  (end) => `00000000-0000-4000-8000-0000000000${end}`,
) as [string, string, string];
const order = (n: number) => `00000000-0000-4000-8000-00000000f00${n}`;
const listing = (n: number) => `00000000-0000-4000-8000-00000000e00${n}`;
const t = (hour: number) => `2026-11-02T${String(hour).padStart(2, '0')}:00:00Z`;

const rowsBefore = `
insert into users (id, name, email, password_hash) values
  ('${buyer}', 'Amra Kupac', 'amra.migracija@example.com', 'x'),
  ('${agencyOwner}', 'Vlasnik Agencije', 'vlasnik.migracija@example.com', 'x');
insert into agencies (id, name, slug, status, owner_id, address, lat, lng, phone_number, email, register_authority, register_number)
  values ('${agency}', 'Migracija d.o.o.', 'migracija', 'approved', '${agencyOwner}', 'Ferhadija 1', 43.85, 18.41, '+38761000000', 'agencija@example.com', 'fbih', '65-01-0001-26');
insert into invoices (id, agency_id, period, status, number, year, issued_at, due_at, paid_at, seller, buyer, subtotal_minor, vat_minor, total_minor) values
  ('${paidInvoice}', '${agency}', '2026-09-01', 'paid', 'KRV-2026-000001', 2026, '${t(1)}', '${t(2)}', '${t(9)}', '{}', '{}', 1000, 170, 1170),
  ('${unpaidInvoice}', '${agency}', '2026-10-01', 'unpaid', 'KRV-2026-000002', 2026, '${t(1)}', '${t(2)}', null, '{}', '{}', 2000, 340, 2340),
  ('${paidByAnother}', '${agency}', '2026-08-01', 'paid', 'KRV-2026-000003', 2026, '${t(1)}', '${t(2)}', '${t(10)}', '{}', '{}', 500, 85, 585);
insert into coupons (id, code, amount_off_minor, valid_from, valid_until, max_uses, uses)
  values ('${coupon}', 'DESET', 100, '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z', 5, 1);
insert into orders (id, user_id, status, invoice_id, subtotal_minor, discount_minor, total_minor, coupon_id, provider, provider_reference, coupon_held_at, checkout_at, paid_at, failed_at, refunded_at, created_at, updated_at) values
  ('${order(1)}', '${buyer}', 'paid', null, 1500, 100, 1400, '${coupon}', 'sandbox', 'SBX-1', '${t(3)}', '${t(3)}', '${t(4)}', null, null, '${t(2)}', '${t(4)}'),
  ('${order(2)}', '${buyer}', 'paid', null, 2000, 0, 2000, null, 'monri', 'M-2', null, '${t(3)}', '${t(5)}', null, null, '${t(3)}', '${t(5)}'),
  ('${order(3)}', '${buyer}', 'refunded', null, 1000, 0, 1000, null, 'sandbox', 'SBX-3', null, '${t(4)}', '${t(5)}', null, '${t(6)}', '${t(4)}', '${t(6)}'),
  ('${order(4)}', '${buyer}', 'failed', null, 500, 0, 500, null, 'sandbox', null, null, '${t(5)}', null, '${t(6)}', null, '${t(5)}', '${t(6)}'),
  ('${order(5)}', '${buyer}', 'pending', null, 1500, 0, 1500, null, null, null, null, null, null, null, null, '${t(6)}', '${t(6)}'),
  ('${order(6)}', '${agencyOwner}', 'paid', '${paidInvoice}', 1170, 0, 1170, null, 'sandbox', 'SBX-6', null, '${t(8)}', '${t(9)}', null, null, '${t(7)}', '${t(9)}'),
  ('${order(7)}', '${agencyOwner}', 'pending', '${unpaidInvoice}', 2340, 0, 2340, null, null, null, null, null, null, null, null, '${t(8)}', '${t(8)}'),
  ('${order(8)}', '${agencyOwner}', 'paid', '${paidByAnother}', 585, 0, 585, null, 'sandbox', 'SBX-8', null, '${t(9)}', '${t(11)}', null, null, '${t(9)}', '${t(11)}');
insert into coupon_uses (coupon_id, user_id, order_id, created_at) values ('${coupon}', '${buyer}', '${order(1)}', '${t(3)}');
insert into order_items (order_id, property_id, position, action, listing_type, address, days, amount_minor, applied_at) values
  ('${order(1)}', '${listing(1)}', 0, 'publish', 'sell', 'Ferhadija 1', 30, 1000, '${t(4)}'),
  ('${order(1)}', '${listing(2)}', 1, 'publish', 'rent', 'Titova 2', 30, 500, '${t(4)}'),
  ('${order(2)}', '${listing(3)}', 0, 'renew', 'sell', 'Obala 3', 30, 1000, '${t(5)}'),
  ('${order(2)}', '${listing(4)}', 1, 'publish', 'sell', 'Obala 4', 30, 1000, null),
  ('${order(3)}', '${listing(5)}', 0, 'publish', 'sell', 'Dolac Malta 5', 30, 1000, '${t(5)}'),
  ('${order(4)}', '${listing(6)}', 0, 'publish', 'rent', 'Grbavica 6', 30, 500, null),
  ('${order(5)}', '${listing(2)}', 0, 'renew', 'rent', 'Titova 2', 30, 500, null),
  ('${order(5)}', '${listing(1)}', 1, 'renew', 'sell', 'Ferhadija 1', 30, 1000, null);
`;

type Row = Record<string, unknown>;
const rows = async (database: DatabaseHandle, query: string): Promise<Row[]> => {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
};
const jsonRows = async (database: DatabaseHandle, query: string) =>
  (await rows(database, query)).map((row) => row.row as Row);

let database: DatabaseHandle;
let test: TestApp;
let before: { orders: Row[]; items: Row[]; invoices: Row[] };

beforeAll(async () => {
  const at = await databaseAt('0029_sold_listings_rank_last');
  database = at.database;
  for (const statement of rowsBefore.split(';\n').filter((each) => each.trim()))
    await rows(database, statement);
  before = {
    orders: await jsonRows(
      database,
      `select to_jsonb(o) - 'invoice_id' as row, o.invoice_id from orders o order by id`,
    ),
    items: await jsonRows(
      database,
      'select to_jsonb(i) as row from order_items i order by order_id, position',
    ),
    invoices: await jsonRows(database, 'select to_jsonb(i) as row from invoices i order by id'),
  };
  const invoiceOf = new Map(
    (await rows(database, 'select id, invoice_id from orders')).map((row) => [row.id, row.invoice_id]),
  );
  for (const each of before.orders) each.invoice_id = invoiceOf.get(each.id) ?? null;
  await at.migrateOn();
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } }, { database });
});
afterAll(async () => {
  await test?.close();
  await database?.close();
});

/** What 0029's code answered of an order's items, invoice and application, from its old rows. */
function oldAnswer(each: Row) {
  const items = before.items.filter((item) => item.order_id === each.id);
  const invoice = before.invoices.find((row) => row.id === each.invoice_id);
  const applied = items.filter((item) => item.applied_at !== null).length;
  const time = (value: unknown) => (value ? new Date(String(value)).getTime() : null);
  return {
    id: each.id,
    items: items.map((item) => ({
      propertyId: item.property_id,
      action: item.action,
      listingType: item.listing_type,
      address: item.address,
      days: item.days,
      amount: Number(item.amount_minor) / 100,
    })),
    invoiceId: each.invoice_id,
    applied: !each.paid_at
      ? null
      : each.invoice_id
        ? time(invoice?.paid_at) === time(each.paid_at)
          ? 'all'
          : 'none'
        : applied === items.length
          ? 'all'
          : applied === 0
            ? 'none'
            : 'some',
  };
}

describe('migration 0030: order_items and orders.invoice_id become order_lines', () => {
  it('keeps every order’s row as it was, without invoice_id', async () => {
    const after = await jsonRows(database, 'select to_jsonb(o) as row from orders o order by id');
    expect(after).toEqual(before.orders.map(({ invoice_id: _, ...row }) => row));
  });

  it('makes a line of each item, at its position, and one of each invoice’s order', async () => {
    const lines = await jsonRows(
      database,
      'select to_jsonb(l) as row from order_lines l order by order_id, position',
    );
    const expected = [
      ...before.items.map((item) => ({
        order_id: item.order_id,
        position: item.position,
        kind: `listing.${item.action}`,
        subject_id: item.property_id,
        days: item.days,
        quantity: 1,
        unit_price_minor: item.amount_minor,
        amount_minor: item.amount_minor,
        snapshot: { listingType: item.listing_type, address: item.address },
        applied_at: item.applied_at,
      })),
      ...before.orders
        .filter((each) => each.invoice_id)
        .map((each) => ({
          order_id: each.id,
          position: 0,
          kind: 'agency.invoice',
          subject_id: each.invoice_id,
          days: null,
          quantity: 1,
          unit_price_minor: each.subtotal_minor,
          amount_minor: each.subtotal_minor,
          snapshot: {},
          applied_at: oldAnswer(each).applied === 'all' ? each.paid_at : null,
        })),
    ].sort(
      (a, b) =>
        String(a.order_id).localeCompare(String(b.order_id)) || Number(a.position) - Number(b.position),
    );
    expect(lines).toEqual(expected);
  });

  it('answers each order’s items, invoice and application as 0029’s code did', async () => {
    const admin = await adminUser(test);
    const answer = ok<AdminOrdersResponse>(await client(test).get('/api/admin/orders?limit=100', admin.auth));
    const shown = answer.items
      .map(({ id, items, invoiceId, applied }) => ({ id, items, invoiceId, applied }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(shown).toEqual(before.orders.map(oldAnswer));
    // Every case is there: paid in full, partly, refunded, failed, pending, an invoice's paid by it or by another.
    expect(new Set(shown.map((each) => each.applied))).toEqual(new Set(['all', 'some', 'none', null]));
  });
});
