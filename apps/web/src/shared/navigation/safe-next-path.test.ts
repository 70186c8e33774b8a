import { describe, expect, it } from 'vitest';
import { loginPathFor, loginReasonOf, safeNextPath, verifyEmailPathFor } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps a local path with its query and hash', () => {
    expect(safeNextPath('/verify-phone')).toBe('/verify-phone');
    expect(safeNextPath('/me/profile?tab=photo#top')).toBe('/me/profile?tab=photo#top');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'me/profile',
      'https://evil.ba/',
      '//evil.ba',
      '/\\evil.ba',
      '\\\\evil.ba',
      'javascript:alert(1)',
      '/\u0000x',
      '/a\\b',
    ]) {
      expect(safeNextPath(value), String(value)).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.ba', '/me/profile')).toBe('/me/profile');
  });
});

describe('account paths', () => {
  it('builds /login?next= with the path encoded', () => {
    expect(loginPathFor('/me/profile')).toBe('/login?next=%2Fme%2Fprofile');
    expect(loginPathFor('//evil.ba')).toBe('/login?next=%2F');
  });

  it('carries why the login is asked for, and reads back only the reasons it knows', () => {
    expect(loginPathFor('/p/1?after=save', 'save')).toBe('/login?next=%2Fp%2F1%3Fafter%3Dsave&reason=save');
    expect(loginReasonOf('phone')).toBe('phone');
    expect(loginReasonOf('<script>')).toBeNull();
    expect(loginReasonOf(null)).toBeNull();
  });

  it('builds /verify-email with the address when there is one', () => {
    expect(verifyEmailPathFor('amra+test@krov.ba')).toBe('/verify-email?email=amra%2Btest%40krov.ba');
    expect(verifyEmailPathFor('')).toBe('/verify-email');
    // Where to go once signed in (an agency's invitation): a path of this site only, home left out.
    expect(verifyEmailPathFor('a@krov.ba', '/invitation?token=abc')).toBe(
      '/verify-email?email=a%40krov.ba&next=%2Finvitation%3Ftoken%3Dabc',
    );
    expect(verifyEmailPathFor('a@krov.ba', 'https://evil.ba')).toBe('/verify-email?email=a%40krov.ba');
    expect(verifyEmailPathFor('a@krov.ba', '/')).toBe('/verify-email?email=a%40krov.ba');
  });
});
