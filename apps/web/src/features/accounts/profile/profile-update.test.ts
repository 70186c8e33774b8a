// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { useAuthStore } from '@/shared/state/auth-store';
import { loadToasts } from '@/shared/ui/toast';
import { phoneToVerify } from '../VerifyPhoneFlow';
import { updateProfile } from './profile-update';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn(), info: vi.fn() } }));

const me: Me = {
  id: 'u1',
  name: 'Amra Hadžić',
  email: 'amra@krov.ba',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: '+38761111201',
  phoneNumberVerified: true,
  pendingPhoneNumber: null,
  profileImage: null,
  language: 'bs',
  role: 'user',
  agency: null,
};

// Toasts load react-toastify with the first one; loaded up front, they show synchronously.
beforeAll(async () => {
  await loadToasts();
});

let restoreConfig: () => void;
beforeEach(() => {
  resetBrowserState();
  logIn();
  useAuthStore.getState().setUser(me);
  toastSuccess.mockReset();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});
afterEach(() => {
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('updateProfile (PUT /api/users/me, docs/product/SPEC.md §7)', () => {
  it('has the spec’s English text, and a Bosnian one', () => {
    expect(en.profile.updated).toBe('You have successfully updated your profile');
    expect(bs.profile.updated).not.toBe(en.profile.updated);
  });

  it('toasts the text, then reloads me into the auth state', async () => {
    const renamed = { ...me, name: 'Amra Novak' };
    const api = installFakeApi({
      'PUT /api/users/me': { status: 200, body: renamed },
      'GET /api/users/me': { status: 200, body: renamed },
    });
    await expect(updateProfile({ name: 'Amra Novak' }, bs.profile.updated)).resolves.toEqual(renamed);
    expect(JSON.parse(api.sentTo('PUT /api/users/me')[0]?.body ?? '')).toEqual({ name: 'Amra Novak' });
    expect(toastSuccess).toHaveBeenCalledWith(bs.profile.updated);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/users/me',
      'GET /api/users/me',
    ]);
    expect(useAuthStore.getState().user?.name).toBe('Amra Novak');
  });

  it('shows no success and reloads nothing when the PUT fails', async () => {
    const api = installFakeApi({
      'PUT /api/users/me': {
        status: 400,
        body: {
          message: 'ValidationErrors',
          validationErrors: [{ field: 'currentPassword', error: 'Invalid', extra: {} }],
        },
      },
    });
    await expect(
      updateProfile(
        { currentPassword: 'x', newPassword: 'nova-lozinka', newPasswordConfirmation: 'nova-lozinka' },
        't',
      ),
    ).rejects.toMatchObject({ key: 'ValidationErrors' });
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(api.sentTo('GET /api/users/me')).toHaveLength(0);
  });
});

describe('phoneToVerify', () => {
  it('is a pending new number first, else an unverified own number, else none', () => {
    expect(phoneToVerify(null)).toBeNull();
    expect(phoneToVerify(me)).toBeNull();
    expect(phoneToVerify({ ...me, phoneNumberVerified: false })).toBe('+38761111201');
    expect(phoneToVerify({ ...me, pendingPhoneNumber: '+38762000000' })).toBe('+38762000000');
    expect(phoneToVerify({ ...me, phoneNumber: null, phoneNumberVerified: false })).toBeNull();
  });
});
