import type { ListingType } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';

/** An agency listing published or renewed for 30 days: what its agency's monthly invoice bills. */
export interface AgencyBillingLine {
  agencyId: string;
  propertyId: string;
  action: 'publish' | 'renew';
  listingType: ListingType;
  address: string;
  /** The listing's validity after the action: one line per publish or renew, however often retried. */
  validUntil: Date;
}

/**
 * Where listings report an agency listing's publish or renew (the payments' invoices answer it;
 * app.ts hands it in): inside the lifecycle's own transaction, so a listing never goes public
 * without its line on the agency's invoice, nor is billed for a publish that rolled back.
 */
export interface AgencyBilling {
  stageIn(tx: Database, line: AgencyBillingLine, now: Date): Promise<void>;
}
