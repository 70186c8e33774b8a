import type { AdminAgencyItem, agencyStatuses, EndpointName } from '@krov/contracts';

export type AgencyStatus = (typeof agencyStatuses)[number];
export type AdminAction = 'approve' | 'suspend' | 'reinstate' | 'verify';

/** The filter's order: the requests waiting for a decision first. */
export const statusFilters: readonly AgencyStatus[] = ['pending', 'approved', 'suspended'];

/** The endpoint each decision calls; every one takes `{reason}` (contracts adminReasonRequest). */
export const actionEndpoints = {
  approve: 'approveAgency',
  suspend: 'suspendAgency',
  reinstate: 'reinstateAgency',
  verify: 'verifyAgencyRegister',
} as const satisfies Record<AdminAction, EndpointName>;

/**
 * What an admin can do with an agency: approve a request, suspend an approved agency, reinstate a
 * suspended one, and verify the register number once (the verified badge), whatever the status.
 */
export function actionsFor(agency: Pick<AdminAgencyItem, 'status' | 'registerVerified'>): AdminAction[] {
  const decision: AdminAction =
    agency.status === 'pending' ? 'approve' : agency.status === 'approved' ? 'suspend' : 'reinstate';
  return agency.registerVerified ? [decision] : [decision, 'verify'];
}

/** The audit trail's actions as the catalogue names them (`register-verified` → registerVerified). */
export function historyKey(action: AdminAgencyItem['history'][number]['action']): string {
  return action === 'register-verified' ? 'registerVerified' : action;
}
