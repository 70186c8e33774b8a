import { AppError } from '../../../platform/errors/app-error.ts';
import type { ListingAgencies } from '../../listings/ports.ts';

/** Who the invoices' calls ask about a user's agency (the agencies module's facts answer; app.ts passes them). */
export type InvoiceMemberships = Pick<ListingAgencies, 'membershipOf'>;

/**
 * The agency whose invoices the user sees and pays: only its owner's (an agent ActionForbidden, a
 * user in no agency AgencyNotFound, as the agency's statistics answer).
 */
export async function ownedAgencyOf(agencies: InvoiceMemberships, userId: string): Promise<string> {
  const membership = await agencies.membershipOf(userId);
  if (!membership) throw new AppError('AgencyNotFound');
  if (!membership.owner) throw new AppError('ActionForbidden');
  return membership.agencyId;
}
