import type { Me } from '@krov/contracts';
import { bs } from '@krov/messages';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { logIn } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { useAuthStore } from '@/shared/state/auth-store';
import { AdminView } from './AdminView';

/** Logs the browser in as a user of this role (the admin area's tests). */
export function logInAs(role: Me['role']) {
  logIn();
  useAuthStore.getState().setUser({
    id: 'u9',
    name: 'Admin',
    email: 'admin@demo.krov.ba',
    emailVerified: true,
    pendingEmail: null,
    phoneNumber: null,
    phoneNumberVerified: false,
    pendingPhoneNumber: null,
    profileImage: null,
    language: 'bs',
    role,
    agency: null,
  });
}

/** /admin in Bosnian with the app's query client. */
export function renderAdmin() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <AdminView />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

/**
 * The api's answer for the section /admin opens on (the queue of reports, empty), for the tests
 * of the other sections: it loads before they click their own.
 */
export const firstSectionAnswer = {
  'GET /api/admin/reports': { status: 200, body: { items: [], nextCursor: null } },
} as const;
