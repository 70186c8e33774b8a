// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi, type Route } from '@/shared/api/testing/fake-api';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { agencyOwner, agencyPeople, emir, lejla, signedInToAgency } from '../testing/agency';
import { ownedListing } from '../testing/listing';
import {
  apiNotices,
  myPropertiesPath,
  renderMyPropertiesView,
  setUpMyPropertiesTests,
} from '../testing/my-properties-view';

registerClientCatalogues();
// A listing's payment opens /payment with the router (use-listing-actions.ts).
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const M = bs.myProperties;
const path = myPropertiesPath;
const agentsPath = 'GET /api/users/me/agency/agents';
const counts = { listed: 3, expired: 0, hidden: 0, unpaid: 0 };
setUpMyPropertiesTests();
afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
});

// The owner's own agency listing, one an agent created, and the owner's private one.
const ownersListing = ownedListing(1, { ownerId: agencyOwner.id, heldBy: agencyOwner });
const emirsListing = ownedListing(2, { ownerId: emir.id, heldBy: emir });
const privateListing = ownedListing(3, { ownerId: agencyOwner.id, heldBy: null });
const listed = (items = [ownersListing, emirsListing, privateListing]): Route => ({
  status: 200,
  body: { items, total: items.length, counts },
});

/** The query of each call the list made. */
const asked = (api: ReturnType<typeof installFakeApi>) =>
  api.sentTo(path).map((sent) => Object.fromEntries(new URL(sent.url, 'http://localhost').searchParams));
const assignPath = (id: string) => `PUT /api/properties/${id}/agent`;
const cardOf = async (id: string) =>
  within(
    (await screen.findAllByTestId('property-card')).find(
      (card) => card.dataset.propertyId === id,
    ) as HTMLElement,
  );

describe('My properties of an agency’s owner', () => {
  it('filters by who holds a listing (everyone, nobody, an agent), kept in the URL', async () => {
    signedInToAgency('owner');
    const api = installFakeApi({ [path]: listed(), [agentsPath]: { status: 200, body: agencyPeople() } });
    renderMyPropertiesView();
    const filter = await screen.findByLabelText(M.agent.filter);
    const options = within(filter).getAllByRole('option');
    // The agents by name; the owner is "not assigned", not an agent of their own.
    expect(options.map((option) => option.textContent)).toEqual([
      M.agent.all,
      M.agent.filterNone,
      emir.name,
      lejla.name,
    ]);
    fireEvent.change(filter, { target: { value: lejla.id } });
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ tab: 'listed', agent: lejla.id }));
    expect(window.location.search).toBe(`?agent=${lejla.id}`);
    fireEvent.change(filter, { target: { value: 'none' } });
    await waitFor(() => expect(asked(api).at(-1)).toMatchObject({ agent: 'none' }));
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(asked(api).at(-1)).not.toHaveProperty('agent'));
    expect(window.location.search).toBe('');
  });

  it('starts from the agent named in the URL; someone who is no agent any more shows every listing', async () => {
    window.history.replaceState(null, '', `/me/properties?agent=${emir.id}`);
    signedInToAgency('owner');
    const api = installFakeApi({ [path]: listed(), [agentsPath]: { status: 200, body: agencyPeople() } });
    renderMyPropertiesView();
    await waitFor(() => expect(asked(api)[0]).toMatchObject({ agent: emir.id }));
    expect(((await screen.findByLabelText(M.agent.filter)) as HTMLSelectElement).value).toBe(emir.id);

    window.history.replaceState(null, '', '/me/properties?agent=44444444-4444-4444-8444-444444444444');
    fireEvent.popState(window);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect((screen.getByLabelText(M.agent.filter) as HTMLSelectElement).value).toBe('');
  });

  it('shows who holds each agency listing and assigns it, toasted, the list asked again', async () => {
    signedInToAgency('owner');
    const api = installFakeApi({
      [path]: listed(),
      [agentsPath]: { status: 200, body: agencyPeople() },
      [assignPath(ownersListing.id)]: { status: 200, body: ownersListing },
      [assignPath(emirsListing.id)]: { status: 200, body: emirsListing },
    });
    render(<Toasts />);
    renderMyPropertiesView();
    const owners = await cardOf(ownersListing.id);
    const holder = (card: typeof owners) => card.getByLabelText(M.agent.label) as HTMLSelectElement;
    expect(holder(owners).value).toBe('none');
    expect(holder(await cardOf(emirsListing.id)).value).toBe(emir.id);
    // A private listing is nobody else's to hold.
    expect((await cardOf(privateListing.id)).queryByTestId('property-agent')).toBeNull();

    fireEvent.change(holder(owners), { target: { value: lejla.id } });
    await waitFor(() => expect(api.sentTo(assignPath(ownersListing.id))).toHaveLength(1));
    expect(JSON.parse(api.sentTo(assignPath(ownersListing.id))[0]?.body ?? '')).toEqual({
      agentId: lejla.id,
    });
    expect(await screen.findByText(M.agent.assigned.replace('{name}', lejla.name))).toBeTruthy();
    await waitFor(() => expect(api.sentTo(path)).toHaveLength(2));

    // Back to nobody: the owner's own listing goes to nobody (null); the one Emir created to the
    // owner by name, or it would stay with Emir, its creator.
    fireEvent.change(holder(await cardOf(emirsListing.id)), { target: { value: 'none' } });
    await waitFor(() => expect(api.sentTo(assignPath(emirsListing.id))).toHaveLength(1));
    expect(JSON.parse(api.sentTo(assignPath(emirsListing.id))[0]?.body ?? '')).toEqual({
      agentId: agencyOwner.id,
    });
    expect(await screen.findByText(M.agent.unassigned)).toBeTruthy();
  });

  it('leaves the toast of a refusal to the api client, and asks for the list again anyway', async () => {
    signedInToAgency('owner');
    const api = installFakeApi({
      [path]: listed(),
      [agentsPath]: { status: 200, body: agencyPeople() },
      [assignPath(emirsListing.id)]: { status: 403, body: { message: 'ActionForbidden' } },
    });
    renderMyPropertiesView();
    const card = await cardOf(emirsListing.id);
    fireEvent.change(card.getByLabelText(M.agent.label), { target: { value: lejla.id } });
    await waitFor(() => expect(apiNotices).toHaveBeenCalledWith(bs.errors.ActionForbidden));
    await waitFor(() => expect(api.sentTo(path)).toHaveLength(2));
  });
});

describe('My properties of an agency’s agent', () => {
  it('says who holds each agency listing, with no control and no filter', async () => {
    signedInToAgency('agent');
    const assignedToLejla = ownedListing(4, { ownerId: emir.id, agentId: lejla.id, heldBy: lejla });
    const api = installFakeApi({ [path]: listed([emirsListing, assignedToLejla]) });
    renderMyPropertiesView();
    const card = await cardOf(assignedToLejla.id);
    expect(card.getByTestId('property-agent').textContent).toBe(M.agent.heldBy.replace('{name}', lejla.name));
    expect(card.queryByRole('combobox', { name: M.agent.label })).toBeNull();
    expect(screen.queryByLabelText(M.agent.filter)).toBeNull();
    // The agency's people are the owner's to ask for.
    expect(api.sentTo(agentsPath)).toHaveLength(0);
  });
});
