// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { InvoicesView } from './InvoicesView';
import { billing, billingPath, invoicesPath, page, renderInvoices, saveBillingPath, unpaid } from './testing';

registerClientCatalogues();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/me/agency/invoices',
}));
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));

const B = bs.agency.billing;
const F = bs.fields;
const notify = vi.fn();
let restoreConfig: () => void;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}
const regex = (label: string) => bs.validation.Regex.replace('{field}', label);

beforeEach(() => {
  resetBrowserState();
  logIn();
  notify.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/me/agency/invoices: the billing details', () => {
  it('saves the details (no PDV number: null); the prompt goes and the form keeps what was saved', async () => {
    const saved = billing({ vatNumber: null });
    const api = installFakeApi({
      [invoicesPath]: page([unpaid()]),
      [billingPath]: { status: 200, body: null },
      [saveBillingPath]: { status: 200, body: saved },
    });
    renderInvoices(<InvoicesView />);
    render(<Toasts />);
    await screen.findByTestId('billing-prompt');
    expect(field(F.legalName).value).toBe('');
    fill({
      [F.legalName]: ' Kuća Nekretnine d.o.o. ',
      [F.address]: 'Titova 1, 71000 Sarajevo',
      [F.jib]: '4200000000001',
    });
    fireEvent.click(screen.getByRole('button', { name: B.submit }));
    expect(await screen.findByText(B.saved)).toBeTruthy();
    expect(JSON.parse(api.sentTo(saveBillingPath)[0]?.body ?? '{}')).toEqual({
      legalName: 'Kuća Nekretnine d.o.o.',
      address: 'Titova 1, 71000 Sarajevo',
      jib: '4200000000001',
      vatNumber: null,
    });
    await waitFor(() => expect(screen.queryByTestId('billing-prompt')).toBeNull());
    expect(field(F.legalName).value).toBe('Kuća Nekretnine d.o.o.');
    expect(field(F.vatNumber).value).toBe('');
  });

  it('shows the saved details in the form', async () => {
    installFakeApi({ [invoicesPath]: page([]), [billingPath]: { status: 200, body: billing() } });
    renderInvoices(<InvoicesView />);
    await screen.findByTestId('billing-form');
    expect(field(F.legalName).value).toBe('Kuća Nekretnine d.o.o.');
    expect(field(F.address).value).toBe('Titova 1, 71000 Sarajevo');
    expect(field(F.jib).value).toBe('4200000000001');
    expect(field(F.vatNumber).value).toBe('200000000001');
  });

  it('checks the JIB’s 13 digits before anything is sent', async () => {
    const api = installFakeApi({ [invoicesPath]: page([]), [billingPath]: { status: 200, body: null } });
    renderInvoices(<InvoicesView />);
    await screen.findByTestId('billing-form');
    fill({ [F.legalName]: 'Kuća Nekretnine d.o.o.', [F.address]: 'Titova 1', [F.jib]: '42000' });
    fireEvent.click(screen.getByRole('button', { name: B.submit }));
    expect(await screen.findByText(regex(F.jib))).toBeTruthy();
    expect(field(F.jib).getAttribute('aria-invalid')).toBe('true');
    expect(api.sentTo(saveBillingPath)).toHaveLength(0);
  });

  it('puts the api’s validation error on its field, focused, and keeps what was typed', async () => {
    installFakeApi({
      [invoicesPath]: page([]),
      [billingPath]: { status: 200, body: billing() },
      [saveBillingPath]: {
        status: 400,
        body: {
          message: 'ValidationErrors',
          validationErrors: [{ field: 'vatNumber', error: 'Regex', extra: {} }],
        },
      },
    });
    renderInvoices(<InvoicesView />);
    await screen.findByTestId('billing-form');
    fill({ [F.vatNumber]: '200000000002' });
    fireEvent.click(screen.getByRole('button', { name: B.submit }));
    expect(await screen.findByText(regex(F.vatNumber))).toBeTruthy();
    expect(field(F.vatNumber).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(F.vatNumber));
    expect(field(F.vatNumber).value).toBe('200000000002');
    expect(field(F.jib).getAttribute('aria-invalid')).toBeNull();
  });
});
