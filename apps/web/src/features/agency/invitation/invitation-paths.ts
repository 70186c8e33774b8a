import { loginPathFor } from '@/shared/navigation/safe-next-path';

/** An invitation's token as the api makes them (contracts invitationTokenParams: 20–100 characters). */
export function isInvitationToken(token: string): boolean {
  return token.length >= 20 && token.length <= 100;
}

/** The page the invitation's e-mail links: /invitation?token=… */
export function invitationPath(token: string): string {
  return `/invitation?token=${encodeURIComponent(token)}`;
}

/** /login that comes back to the invitation, with the invited address filled in. */
export function loginToInvitation(token: string, email: string): string {
  return `${loginPathFor(invitationPath(token))}&email=${encodeURIComponent(email)}`;
}

/**
 * /register that comes back to the invitation: the address is filled in, and `next` goes along
 * through the e-mail's code (/verify-email) to the invitation.
 */
export function registerToInvitation(token: string, email: string): string {
  return `/register?next=${encodeURIComponent(invitationPath(token))}&email=${encodeURIComponent(email)}`;
}
