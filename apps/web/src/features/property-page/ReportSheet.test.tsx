// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { Toasts } from '@/shared/ui/Toasts';
import { ReportSheet } from './ReportSheet';

registerClientCatalogues();

const texts = bs.propertyPage.report;
const id = '0b8a5a4e-5d1c-4b7e-9d55-2f4f1c0e0a01';
const reportPath = `POST /api/properties/${id}/reports`;
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderSheet() {
  const onClose = vi.fn();
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <ReportSheet id={id} open onClose={onClose} />
      <Toasts />
    </NextIntlClientProvider>,
  );
  return onClose;
}

const send = () => screen.getByRole('button', { name: texts.submit });

describe('the report sheet (issue 29)', () => {
  it('sends a chosen reason at once, the text left empty, and says it went to the moderators', async () => {
    const api = installFakeApi({ [reportPath]: { status: 201, body: {} } });
    const onClose = renderSheet();
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.not_available }));
    fireEvent.click(send());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(api.sentTo(reportPath)[0]?.body ?? '{}')).toEqual({
      reason: 'not_available',
      text: '',
    });
    expect(await screen.findByText(texts.done)).toBeTruthy();
  });

  it('says so when the user had already reported the listing (200, nothing new)', async () => {
    installFakeApi({ [reportPath]: { status: 200, body: {} } });
    renderSheet();
    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.scam }));
    fireEvent.click(send());
    expect(await screen.findByText(texts.alreadyReported)).toBeTruthy();
  });

  it('asks for the text when the reason is "other"', () => {
    installFakeApi({});
    renderSheet();
    fireEvent.click(screen.getByRole('radio', { name: texts.reasons.other }));
    expect(send().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(texts.textRequired), { target: { value: 'Telefon ne radi' } });
    expect(send().hasAttribute('disabled')).toBe(false);
  });
});
