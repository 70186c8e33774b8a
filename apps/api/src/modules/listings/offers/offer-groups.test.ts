import { setImmediate } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, decide } from '../../../../test/agency-fixtures.ts';
import { client, listedListing, listingInput, ok, seller } from '../../../../test/listings-fixtures.ts';
import { north, type OfferState, offerOf, offerStates } from '../../../../test/offers-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** One property offered by several advertisers is one group under its cheapest offer (issue 30). */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const edit = (id: string, by: { auth: Record<string, string> }, changes: Record<string, unknown>) =>
  client(test).put(`/api/properties/${id}`, by.auth, listingInput(changes));

describe('offers of one property', () => {
  it('two advertisers publish the same flat: one group, the cheaper leads; a price change moves the lead', async () => {
    const street = { address: 'Grbavička 1', location: north(1_000) };
    const first = await offerOf(test, await seller(test), 190_000, street);
    const secondBy = await seller(test);
    const second = await offerOf(test, secondBy, 185_000, {
      address: 'Grbavička 1a',
      location: north(1_020),
      size: 64,
      description: 'Drugi opis istog stana.',
    });
    const [a, b] = await offerStates(test, [first.id, second.id]);
    expect(a?.group).not.toBeNull();
    expect(b?.group).toBe(a?.group);
    expect([a?.lead, b?.lead]).toEqual([false, true]);

    ok(await edit(second.id, secondBy, { ...street, location: north(1_020), price: 195_000 }));
    await test.jobs.offers.regroupListing(second.id);
    const after = await offerStates(test, [first.id, second.id]);
    expect(after.map((state) => state.lead)).toEqual([true, false]);
    expect(after[1]?.group).toBe(a?.group);
  });

  it('hiding the lead hands the lead to the next cheapest; the last one alone is no group', async () => {
    const leadBy = await seller(test);
    const lead = await offerOf(test, leadBy, 150_000, { location: north(2_000) });
    const middle = await offerOf(test, await seller(test), 160_000, { location: north(2_010) });
    const dearest = await offerOf(test, await seller(test), 170_000, { location: north(2_005) });
    const before = await offerStates(test, [lead.id, middle.id, dearest.id]);
    expect(before.map((state) => state.lead)).toEqual([true, false, false]);
    expect(new Set(before.map((state) => state.group)).size).toBe(1);

    ok(await client(test).post(`/api/properties/${lead.id}/hide`, leadBy.auth));
    await test.jobs.offers.regroupListing(lead.id);
    const after = await offerStates(test, [lead.id, middle.id, dearest.id]);
    expect(after[0]).toEqual({ id: lead.id, group: null, lead: true });
    expect(after.slice(1).map((state) => [state.group, state.lead])).toEqual([
      [before[0]?.group, true],
      [before[0]?.group, false],
    ]);

    ok(await client(test).post(`/api/properties/${lead.id}/unhide`, leadBy.auth));
    await test.jobs.offers.regroupListing(lead.id);
    expect((await offerStates(test, [lead.id]))[0]).toEqual({
      id: lead.id,
      group: before[0]?.group,
      lead: true,
    });
  });

  it('a pin moved far away leaves the group, which dissolves', async () => {
    const stayer = await offerOf(test, await seller(test), 120_000, { location: north(3_000) });
    const moverBy = await seller(test);
    const mover = await offerOf(test, moverBy, 125_000, { location: north(3_015) });
    expect((await offerStates(test, [mover.id]))[0]?.group).not.toBeNull();
    ok(await edit(mover.id, moverBy, { price: 125_000, location: north(3_600) }));
    await test.jobs.offers.regroupListing(mover.id);
    expect(await offerStates(test, [stayer.id, mover.id])).toEqual([
      { id: stayer.id, group: null, lead: true },
      { id: mover.id, group: null, lead: true },
    ]);
  });

  it('two flats of one building on different floors, or for sale and for rent, are no group', async () => {
    const third = await offerOf(test, await seller(test), 140_000, { location: north(4_000), floor: 3 });
    const fourth = await offerOf(test, await seller(test), 141_000, { location: north(4_000), floor: 4 });
    const rent = await offerOf(test, await seller(test), 700, {
      location: north(4_000),
      listingType: 'rent',
    });
    expect((await offerStates(test, [third.id, fourth.id, rent.id])).map((state) => state.group)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('the retried job changes nothing', async () => {
    const one = await offerOf(test, await seller(test), 99_000, { location: north(5_000) });
    const other = await offerOf(test, await seller(test), 98_000, { location: north(5_010) });
    const before = await offerStates(test, [one.id, other.id]);
    expect(before[0]?.group).not.toBeNull();
    await test.jobs.offers.regroupListing(one.id);
    await test.jobs.offers.regroupListing(other.id);
    await test.jobs.offers.regroupListing(one.id);
    expect(await offerStates(test, [one.id, other.id])).toEqual(before);
  });
});

describe('the listing events queue the regrouping', () => {
  /** The states once `done` holds: the job runs on the queue's own worker; the deadline only guards against a hang. */
  async function statesWhen(ids: readonly string[], done: (states: OfferState[]) => boolean) {
    const deadline = Date.now() + 15_000;
    let states = await offerStates(test, ids);
    while (!done(states) && Date.now() < deadline) {
      await setImmediate();
      states = await offerStates(test, ids);
    }
    return states;
  }

  it('a published copy is grouped by the job, without anyone calling it', async () => {
    const first = await listedListing(test, await seller(test), { price: 80_000, location: north(8_000) });
    const second = await listedListing(test, await seller(test), { price: 79_000, location: north(8_010) });
    const states = await statesWhen([first.id, second.id], (now) => now[1]?.group !== null);
    expect(states[1]?.group).not.toBeNull();
    expect(states.map((state) => [state.group, state.lead])).toEqual([
      [states[1]?.group, false],
      [states[1]?.group, true],
    ]);
  });

  it('a suspended agency’s offer leaves its group at once, and is matched again when it is reinstated', async () => {
    const admin = await adminUser(test);
    const { owner, agency } = await approvedAgency(test, admin, { name: 'Suspendovane Ponude' });
    const own = await offerOf(test, await seller(test), 70_000, { location: north(9_000) });
    const agencys = await offerOf(test, owner, 69_000, { location: north(9_010) });
    const grouped = await offerStates(test, [own.id, agencys.id]);
    expect(grouped[0]?.group).not.toBeNull();
    expect(grouped[1]?.group).toBe(grouped[0]?.group);

    await decide(test, admin, agency.id, 'suspend', 'Provjera oglasa.');
    expect(await statesWhen([own.id, agencys.id], (now) => now[0]?.group === null)).toEqual([
      { id: own.id, group: null, lead: true },
      { id: agencys.id, group: null, lead: true },
    ]);

    await decide(test, admin, agency.id, 'reinstate', 'Uredu.');
    const again = await statesWhen([own.id, agencys.id], (now) => now[0]?.group !== null);
    expect(again.map((state) => state.lead)).toEqual([false, true]);
    expect(again[1]?.group).toBe(again[0]?.group);
  });
});
