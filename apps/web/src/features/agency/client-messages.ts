import type { MessagePaths } from '@/i18n/client-messages';
import { locationPickerMessages } from '@/shared/map/client-messages';

/** /me/agency: the create and edit form with its map, the status, agents and invitations. */
export const myAgencyMessages = [
  'agency.mine',
  'agency.status',
  'agency.form',
  'agency.authorities',
  'agency.agents',
  'agency.invitations',
  // The owner's links to the statistics and the invoices.
  'agency.statistics.link',
  'agency.invoices.link',
  ...locationPickerMessages,
] as const satisfies MessagePaths;

/** /invitation: the invitation, accept and decline, the way in for a logged-out invitee. */
export const invitationMessages = ['agency.invitation'] as const satisfies MessagePaths;
