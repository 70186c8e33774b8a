import type { agencyStatuses } from '@krov/contracts';

export type AgencyStatus = (typeof agencyStatuses)[number];

export type StatusTone = 'info' | 'success' | 'warning';

export interface StatusNotice {
  status: AgencyStatus;
  tone: StatusTone;
  /** The admin's words under the message: a suspension's reason, an approval's note; else null. */
  reason: { kind: 'reason' | 'note'; text: string } | null;
}

const tones: Record<AgencyStatus, StatusTone> = {
  pending: 'info',
  approved: 'success',
  suspended: 'warning',
};

/**
 * The agency's status as a message (docs/product/SPEC.md §4: "request received, then approved or
 * suspended"): pending reads "request received"; a suspension shows the admin's reason, an
 * approval or reinstatement their note when they wrote one.
 */
export function statusNotice(agency: { status: AgencyStatus; statusReason: string | null }): StatusNotice {
  const text = agency.statusReason?.trim() || null;
  const reason =
    agency.status === 'pending' || !text
      ? null
      : { kind: agency.status === 'suspended' ? ('reason' as const) : ('note' as const), text };
  return { status: agency.status, tone: tones[agency.status], reason };
}
