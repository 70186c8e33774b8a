import { describe, expect, it } from 'vitest';
import {
  forgotPasswordPathFor,
  loginPathWithEmail,
  rememberPendingLogin,
  takePendingLogin,
} from './pending-login.ts';

describe('the login waiting for a verified e-mail', () => {
  it('hands the password over once, for the same address only', () => {
    rememberPendingLogin('Amra@Krov.ba ', 'lozinka-2026');
    expect(takePendingLogin('amra@krov.ba')).toBe('lozinka-2026');
    expect(takePendingLogin('amra@krov.ba')).toBeNull();
    rememberPendingLogin('amra@krov.ba', 'lozinka-2026');
    expect(takePendingLogin('neko@krov.ba')).toBeNull();
    expect(takePendingLogin('amra@krov.ba')).toBeNull();
  });

  it('carries the address into the login and the forgotten password pages', () => {
    expect(loginPathWithEmail('amra+1@krov.ba')).toBe('/login?email=amra%2B1%40krov.ba');
    expect(loginPathWithEmail(null)).toBe('/login');
    expect(loginPathWithEmail('a@krov.ba', '/invitation?token=abc')).toBe(
      '/login?email=a%40krov.ba&next=%2Finvitation%3Ftoken%3Dabc',
    );
    expect(forgotPasswordPathFor(' amra@krov.ba ')).toBe('/forgot-password?email=amra%40krov.ba');
    expect(forgotPasswordPathFor('061 234 567')).toBe('/forgot-password');
  });
});
