import type { AnswerOf, Endpoints, Me } from '@krov/contracts';
import { useAuthStore } from '@/shared/state/auth-store';

/** An agency's people as /me/properties' tests see them: its owner and two agents. */
export const agencyOwner = { id: '11111111-1111-4111-8111-111111111111', name: 'Amra Hadžić' };
export const emir = { id: '22222222-2222-4222-8222-222222222222', name: 'Emir Begić' };
export const lejla = { id: '33333333-3333-4333-8333-333333333333', name: 'Lejla Kovač' };

/** The agency the user works for, with their role in it (GET /api/users/me), in the auth store. */
export function signedInToAgency(role: 'owner' | 'agent'): void {
  const person = role === 'owner' ? agencyOwner : emir;
  const me: Me = {
    id: person.id,
    name: person.name,
    email: 'ja@example.ba',
    emailVerified: true,
    pendingEmail: null,
    phoneNumber: '+38761111201',
    phoneNumberVerified: true,
    pendingPhoneNumber: null,
    profileImage: null,
    language: 'bs',
    role: 'user',
    agency: {
      id: '7d4e2a51-0c1b-4c55-9b1e-5f1d2c3b4a59',
      name: 'Kuća Nekretnine',
      slug: 'kuca-nekretnine',
      status: 'approved',
      role,
    },
  };
  useAuthStore.getState().setUser(me);
}

/** GET /api/users/me/agency/agents: the owner first, then the agents. */
export function agencyPeople(): AnswerOf<Endpoints['agents']> {
  const person = ({ id, name }: { id: string; name: string }, role: 'owner' | 'agent') => ({
    userId: id,
    name,
    profileImage: null,
    role,
    listings: 1,
    awaitingConfirmation: 0,
    email: `${id.slice(0, 4)}@example.ba`,
    joinedAt: '2026-11-05T10:00:00.000Z',
  });
  return { items: [person(agencyOwner, 'owner'), person(emir, 'agent'), person(lejla, 'agent')] };
}
