import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Agency,
  adminUser,
  approvedAgency,
  decide,
  invitationToken,
  requestAgency,
} from '../../../test/agency-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import {
  client,
  createListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
let agency: Agency;
let agent: Seller;
let otherAgent: Seller;
let admin: Seller;

/** A user who accepted the agency's invitation. */
async function joined(name: string): Promise<Seller> {
  const user = await seller(test, { name });
  await client(test).post('/api/users/me/agency/invitations', owner.auth, { email: user.email });
  ok(
    await client(test).post(`/api/invitations/${await invitationToken(test, user.email)}/accept`, user.auth),
  );
  return user;
}

const agencyListingIds = async () =>
  ok<{ items: { id: string }[] }>(await client(test).get(`/api/properties?agency=${agency.slug}`)).items.map(
    (item) => item.id,
  );

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
  ({ owner, agency } = await approvedAgency(test, admin, { name: 'Agencija Oglasi' }));
  agent = await joined('Prvi Agent');
  otherAgent = await joined('Drugi Agent');
});
afterAll(() => test?.close());

describe('an agency’s listings', () => {
  let listingId: string;

  it('an agent’s listing is the agency’s: it publishes at once and shows under the agency', async () => {
    listingId = (await createListing(test, agent)).id;
    ok(await client(test).post(`/api/properties/${listingId}/publish`, agent.auth));
    expect(await agencyListingIds()).toEqual([listingId]);
  });

  it('the agency’s owner manages it; another agent gets it answered as if it did not exist', async () => {
    const edited = await client(test).put(
      `/api/properties/${listingId}`,
      owner.auth,
      listingInput({ price: 199_000 }),
    );
    expect(ok<{ price: number }>(edited).price).toBe(199_000);
    const refused = await client(test).put(`/api/properties/${listingId}`, otherAgent.auth, listingInput());
    expect(refused.statusCode).toBe(404);
    expect(messageKeyOf(refused)).toBe('PropertyNotFound');
    const draft = (await createListing(test, agent)).id;
    expect(messageKeyOf(await client(test).get(`/api/properties/${draft}`, otherAgent.auth))).toBe(
      'PropertyNotFound',
    );
    expect(ok<{ id: string }>(await client(test).get(`/api/properties/${draft}`, owner.auth)).id).toBe(draft);
    // Its statistics too: the agency's owner reads them, another agent does not.
    expect((await client(test).get(`/api/properties/${listingId}/statistics`, owner.auth)).statusCode).toBe(
      200,
    );
    expect(
      messageKeyOf(await client(test).get(`/api/properties/${listingId}/statistics`, otherAgent.auth)),
    ).toBe('PropertyNotFound');
    expect(messageKeyOf(await client(test).post(`/api/properties/${draft}/hide`, otherAgent.auth))).toBe(
      'PropertyNotFound',
    );
  });

  it('the owner assigns it to another agent, who then manages it; only the owner assigns, only to the agency’s people', async () => {
    const assigned = await client(test).put(`/api/properties/${listingId}/agent`, owner.auth, {
      agentId: otherAgent.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(
      (await client(test).put(`/api/properties/${listingId}`, otherAgent.auth, listingInput())).statusCode,
    ).toBe(200);
    // The listing's page names the agent and the agency; its phone is the agent's.
    const card = ok(await client(test).get(`/api/properties/${listingId}/owner`));
    expect(card).toMatchObject({
      name: 'Drugi Agent',
      agency: { name: 'Agencija Oglasi', slug: agency.slug, registerVerified: false },
    });
    const phone = ok<{ phoneNumber: string }>(
      await client(test).post(`/api/properties/${listingId}/phone`, agent.auth),
    );
    expect(phone.phoneNumber).toBe(otherAgent.phoneNumber);
    const byAgent = await client(test).put(`/api/properties/${listingId}/agent`, agent.auth, {
      agentId: null,
    });
    expect(messageKeyOf(byAgent)).toBe('ActionForbidden');
    const outsider = await seller(test);
    const toOutsider = await client(test).put(`/api/properties/${listingId}/agent`, owner.auth, {
      agentId: outsider.id,
    });
    expect(toOutsider.json()).toMatchObject({ validationErrors: [{ field: 'agentId', error: 'Invalid' }] });
    expect(
      messageKeyOf(
        await client(test).put(`/api/properties/${listingId}/agent`, outsider.auth, { agentId: null }),
      ),
    ).toBe('PropertyNotFound');
  });

  it('counts toward the agency’s limit, not the agent’s private one; My properties shows what each one manages', async () => {
    // A private user may hold 5; the agent's sixth agency listing is no problem.
    for (let n = 0; n < 5; n += 1) await createListing(test, agent);
    type Mine = { items: { id: string }[]; total: number; limit: { used: number; max: number } };
    const mine = async (user: Seller, query = '') =>
      ok<Mine>(await client(test).get(`/api/users/me/properties?tab=unpaid${query}`, user.auth));
    const agents = await mine(agent);
    expect(agents.limit).toEqual({ used: 7, max: 500 });
    expect(agents.total).toBe(6);
    // The agency's owner sees every agency listing; by who holds it ("none": the owner's own).
    expect((await mine(owner)).total).toBe(6);
    expect((await mine(owner, `&agent=${agent.id}`)).total).toBe(6);
    expect((await mine(owner, '&agent=none')).total).toBe(0);
    expect((await mine(owner, `&agent=${otherAgent.id}`)).total).toBe(0);
    // Another agent sees none of them.
    expect((await mine(otherAgent)).total).toBe(0);
  });

  it('an agent who leaves gives their listings back to the owner', async () => {
    expect(
      (await client(test).delete(`/api/users/me/agency/agents/${agent.id}`, owner.auth)).statusCode,
    ).toBe(204);
    expect(
      messageKeyOf(await client(test).put(`/api/properties/${listingId}`, agent.auth, listingInput())),
    ).toBe('PropertyNotFound');
    expect(
      (await client(test).put(`/api/properties/${listingId}`, owner.auth, listingInput())).statusCode,
    ).toBe(200);
    expect(await agencyListingIds()).toEqual([listingId]);
  });

  it('a pending agency’s member prepares listings, but only an approved agency publishes', async () => {
    const hopeful = await seller(test);
    await requestAgency(test, hopeful, { name: 'Još Čeka' });
    const draft = (await createListing(test, hopeful)).id;
    const refused = await client(test).post(`/api/properties/${draft}/publish`, hopeful.auth);
    expect(refused.statusCode).toBe(403);
    expect(messageKeyOf(refused)).toBe('AgencyNotApproved');
  });

  it('a suspended agency’s listings leave the search and come back when it is reinstated', async () => {
    const shown = (await createListing(test, owner)).id;
    ok(await client(test).post(`/api/properties/${shown}/publish`, owner.auth));
    const hiddenByOwner = (await createListing(test, owner)).id;
    ok(await client(test).post(`/api/properties/${hiddenByOwner}/publish`, owner.auth));
    ok(await client(test).post(`/api/properties/${hiddenByOwner}/hide`, owner.auth));
    expect(await agencyListingIds()).toContain(shown);

    await decide(test, admin, agency.id, 'suspend', 'Provjera oglasa.');
    expect(await agencyListingIds()).toEqual([]);
    expect(messageKeyOf(await client(test).get(`/api/properties/${shown}`))).toBe('PropertyNotFound');
    // Its people cannot show it again while the agency is suspended.
    expect(messageKeyOf(await client(test).post(`/api/properties/${shown}/unhide`, owner.auth))).toBe(
      'AgencyNotApproved',
    );

    await decide(test, admin, agency.id, 'reinstate', 'Uredu.');
    expect(await agencyListingIds()).toContain(shown);
    expect((await client(test).get(`/api/properties/${shown}`)).statusCode).toBe(200);
    // What its owner hid stays hidden.
    expect(await agencyListingIds()).not.toContain(hiddenByOwner);
  });
});
