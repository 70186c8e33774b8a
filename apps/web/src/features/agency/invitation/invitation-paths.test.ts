import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/shared/navigation/safe-next-path';
import {
  invitationPath,
  isInvitationToken,
  loginToInvitation,
  registerToInvitation,
} from './invitation-paths';

describe('the ways back to an invitation', () => {
  const token = 'abc_DEF-0123456789xyz';

  it('takes tokens of the api’s length only', () => {
    expect(isInvitationToken(token)).toBe(true);
    expect(isInvitationToken('short')).toBe(false);
    expect(isInvitationToken('x'.repeat(101))).toBe(false);
  });

  it('logs in or registers with the invited address and comes back to the same invitation', () => {
    const login = new URL(loginToInvitation(token, 'lejla+1@example.ba'), 'http://krov.invalid');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('email')).toBe('lejla+1@example.ba');
    expect(safeNextPath(login.searchParams.get('next'))).toBe(invitationPath(token));
    const register = new URL(registerToInvitation(token, 'lejla+1@example.ba'), 'http://krov.invalid');
    expect(register.pathname).toBe('/register');
    expect(register.searchParams.get('email')).toBe('lejla+1@example.ba');
    expect(safeNextPath(register.searchParams.get('next'))).toBe(`/invitation?token=${token}`);
  });
});
