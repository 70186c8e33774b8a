import type { InvoiceSeller } from './invoice-document.ts';

/**
 * Krov as the seller on every agency invoice, copied into each invoice when it is issued (so a later
 * change never alters an issued one). Company facts rather than configuration: the same in every
 * environment, changed by a commit that a reviewer sees.
 *
 * PLACEHOLDERS until the company is registered: the name, address, JIB, PDV number and bank
 * account below are not real and must be replaced before the first invoice of production
 * (docs/decisions.md, Payments 3; docs/fiscalization.md lists what a tax adviser still confirms).
 */
export const krovSeller: InvoiceSeller = {
  name: 'Krov d.o.o. Sarajevo',
  address: 'Zmaja od Bosne 7, 71000 Sarajevo',
  jib: '4200000000001',
  vatNumber: '200000000001',
  bankName: 'UniCredit Bank d.d.',
  bankAccount: '3389002208000000',
  iban: 'BA393389002208000000',
};

/** Where invoices are issued (article 107 (1) b). */
export const placeOfIssue = 'Sarajevo';
