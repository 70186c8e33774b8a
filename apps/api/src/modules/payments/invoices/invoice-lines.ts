import type { AgencyBilling, AgencyBillingLine } from '../../listings/ports.ts';
import { type PriceList, priceOf } from '../pricing.ts';
import { invoiceLineQueries } from './invoice-lines.repository.ts';
import { nextPeriod, periodOf } from './invoice-period.ts';

/**
 * The lines of the agencies' monthly invoices (issue 17; docs/decisions.md, Payments 3): every
 * publish or renew of an agency listing adds one to the agency's draft of the running month in
 * Sarajevo, priced by the same list as a private user's order, in the transaction of the publish
 * or renew. A fee of 0 (free listings) bills nothing: no line, no draft. A line that
 * comes after its month's invoice was issued (a publish committing as the 1st begins) goes on
 * the next month's draft.
 */
export function createInvoiceLines(deps: { prices: PriceList }): AgencyBilling {
  return {
    async stageIn(tx, line: AgencyBillingLine, now) {
      const { days, amountMinor } = priceOf(deps.prices, line.listingType);
      if (amountMinor === 0) return;
      let period = periodOf(now);
      let invoiceId = await invoiceLineQueries.draftOf(tx, line.agencyId, period, now);
      if (invoiceId === null) {
        period = nextPeriod(period);
        invoiceId = await invoiceLineQueries.draftOf(tx, line.agencyId, period, now);
      }
      if (invoiceId === null) throw new Error(`no open invoice of agency ${line.agencyId} for ${period}`);
      await invoiceLineQueries.insert(tx, {
        invoiceId,
        propertyId: line.propertyId,
        action: line.action,
        listingType: line.listingType,
        address: line.address,
        days,
        amountMinor,
        validUntil: line.validUntil,
        createdAt: now,
      });
    },
  };
}
