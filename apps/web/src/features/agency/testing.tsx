import type { AnswerOf, Endpoints, Me, MyAgencyResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { QueryProvider } from '@/shared/query/QueryProvider';

/** Test data and rendering of the agency feature's views. */

export type Agency = NonNullable<MyAgencyResponse>;

export function agency(overrides: Partial<Agency> = {}): Agency {
  return {
    id: '7d4e2a51-0c1b-4c55-9b1e-5f1d2c3b4a59',
    name: 'Kuća Nekretnine',
    slug: 'kuca-nekretnine',
    logo: null,
    description: 'Prodaja i izdavanje stanova u Sarajevu.',
    address: 'Titova 1, Sarajevo',
    location: { lat: 43.8563, lng: 18.4131 },
    phoneNumber: '+38761111222',
    email: 'info@kuca.ba',
    website: null,
    registerVerified: false,
    status: 'approved',
    role: 'owner',
    registerAuthority: 'fbih',
    registerNumber: 'FBiH-123/24',
    statusReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Amra Hadžić',
    email: 'amra@example.ba',
    emailVerified: true,
    pendingEmail: null,
    phoneNumber: '+38761111201',
    phoneNumberVerified: true,
    pendingPhoneNumber: null,
    profileImage: null,
    language: 'bs',
    role: 'user',
    agency: null,
    ...overrides,
  };
}

export const agentId = '22222222-2222-4222-8222-222222222222';

export function agents(): AnswerOf<Endpoints['agents']> {
  return {
    items: [
      {
        userId: me().id,
        name: 'Amra Hadžić',
        profileImage: null,
        role: 'owner',
        listings: 3,
        awaitingConfirmation: 0,
        email: 'amra@example.ba',
        joinedAt: '2026-11-01T10:00:00.000Z',
      },
      {
        userId: agentId,
        name: 'Emir Begić',
        profileImage: null,
        role: 'agent',
        listings: 1,
        awaitingConfirmation: 1,
        email: 'emir@example.ba',
        joinedAt: '2026-11-05T10:00:00.000Z',
      },
    ],
  };
}

export const invitationId = '33333333-3333-4333-8333-333333333333';

export function invitations(): AnswerOf<Endpoints['invitations']> {
  const at = '2026-11-06T10:00:00.000Z';
  return {
    items: [
      {
        id: invitationId,
        email: 'lejla@example.ba',
        status: 'pending',
        createdAt: at,
        expiresAt: '2026-11-13T10:00:00.000Z',
        lastSentAt: at,
      },
      {
        id: '44444444-4444-4444-8444-444444444444',
        email: 'emir@example.ba',
        status: 'accepted',
        createdAt: at,
        expiresAt: '2026-11-13T10:00:00.000Z',
        lastSentAt: at,
      },
    ],
  };
}

/** next/link as a plain anchor (vi.mock('next/link', () => ({ default: PlainLink }))). */
export function PlainLink({
  href,
  children,
  prefetch: _prefetch,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean | null;
  children: ReactNode;
}) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

export function renderWithProviders(view: ReactNode) {
  return render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>{view}</QueryProvider>
    </NextIntlClientProvider>,
  );
}
