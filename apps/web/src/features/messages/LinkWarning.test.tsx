// @vitest-environment happy-dom
import type { SuspiciousLink } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageBubble } from './MessageBubble';

afterEach(cleanup);

const olx: SuspiciousLink = {
  host: 'olx-ba.placanje.com',
  imitates: { name: 'OLX', domain: 'olx.ba', kind: 'marketplace' },
};

function bubble(options: { mine: boolean; suspiciousLink: SuspiciousLink | null; locale?: 'bs' | 'en' }) {
  const messages = options.locale === 'en' ? en : bs;
  render(
    <NextIntlClientProvider locale={options.locale ?? 'bs'} messages={{ chat: messages.chat }}>
      <MessageBubble
        mine={options.mine}
        text="Platite dostavu: https://olx-ba.placanje.com/narudzba/1"
        photos={[]}
        sentAt="2026-11-29T09:00:00.000Z"
        time="10:00"
        status={options.mine ? 'sent' : undefined}
        safetyTips={['link', 'money']}
        suspiciousLink={options.suspiciousLink}
        senderName="Kupac"
      />
    </NextIntlClientProvider>,
  );
}

describe('the warning of a suspicious link (issue 30 point 3)', () => {
  it('tells the reader which brand the address imitates, its real address, and what not to do', () => {
    bubble({ mine: false, suspiciousLink: olx });
    const warning = screen.getByTestId('link-warning');
    expect(warning.getAttribute('aria-label')).toBe('Sumnjiva poveznica');
    expect(warning.textContent).toContain(
      'Adresa olx-ba.placanje.com nije OLX (olx.ba): samo oponaša oglasnik.',
    );
    expect(warning.textContent).toContain('Krov nikada ne traži plaćanje putem poveznice u poruci.');
    // Beside the message's safety tips, before them.
    const tips = screen.getByTestId('safety-tip');
    expect(warning.compareDocumentPosition(tips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the kind of brand in the reader’s language', () => {
    bubble({
      mine: false,
      suspiciousLink: {
        host: 'posta-ba.info',
        imitates: { name: 'BH Pošta', domain: 'posta.ba', kind: 'post' },
      },
      locale: 'en',
    });
    expect(within(screen.getByTestId('link-warning')).getByText(/posta-ba\.info/).textContent).toBe(
      'posta-ba.info is not BH Pošta (posta.ba): it only imitates the post office. This is how fake payment and delivery pages look.',
    );
  });

  it('says an address mixes alphabets when it imitates no brand it knows', () => {
    bubble({ mine: false, suspiciousLink: { host: 'xn--stanovi-mstar-q7k.ba', imitates: null } });
    expect(screen.getByTestId('link-warning').textContent).toContain(
      'Adresa xn--stanovi-mstar-q7k.ba miješa slova različitih pisama',
    );
  });

  it('is not shown on one’s own message, nor on a message without a suspicious link', () => {
    bubble({ mine: true, suspiciousLink: olx });
    expect(screen.queryByTestId('link-warning')).toBeNull();
    cleanup();
    bubble({ mine: false, suspiciousLink: null });
    expect(screen.queryByTestId('link-warning')).toBeNull();
    expect(screen.getByTestId('safety-tip')).toBeTruthy();
  });
});
