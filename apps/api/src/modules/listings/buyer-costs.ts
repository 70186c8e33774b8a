import { readFileSync } from 'node:fs';
import type { BuyerCostLine, BuyerCostsResponse } from '@krov/contracts';
import type { Places } from '../places/ports.ts';
import type { PropertyRow } from './listings.repository.ts';

/**
 * The buyer's costs beside a sale price (issue 31, point 5; decision 263), from
 * apps/api/data/costs/buyer-costs.json: only what a source states, with the date it was checked.
 * A listing's place is matched by its stored slugs (canton, entity), the rule of the most specific.
 */
interface TransferTaxRule {
  place: string;
  ratePct: number;
  payer: 'buyer' | 'seller';
  law: string;
  sources: { title: string; url: string }[];
  /** The exemption's key (the clients word it); `exemptionQuote` in the file is what the source says. */
  exemption?: 'firstHomeUnder38';
}

interface CostsData {
  checked: string;
  transferTax: TransferTaxRule[];
}

const data = JSON.parse(
  readFileSync(new URL('../../../data/costs/buyer-costs.json', import.meta.url), 'utf8'),
) as CostsData;

/** Whole KM: what a buyer plans with. */
const km = (value: number) => Math.round(value);

export function buyerCosts(row: PropertyRow, places: Pick<Places, 'name'>): BuyerCostsResponse {
  const price = row.hidePrice ? null : row.price;
  if (row.listingType !== 'sell') return { price, lines: [], total: null };
  const slugs = [row.cantonSlug, row.entitySlug].filter((slug) => slug !== null);
  const rule = slugs.map((slug) => data.transferTax.find((each) => each.place === slug)).find(Boolean);
  const lines: BuyerCostLine[] = rule
    ? [
        {
          key: 'transferTax',
          ratePct: rule.ratePct,
          amount: price === null ? null : km((price * rule.ratePct) / 100),
          payer: rule.payer,
          place: { slug: rule.place, name: places.name(rule.place) ?? rule.place },
          law: rule.law,
          sources: rule.sources,
          checkedAt: data.checked,
          exemption: rule.exemption ?? null,
        },
      ]
    : [];
  const buyers = lines.filter((line) => line.payer === 'buyer');
  const total = price === null ? null : price + buyers.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  return { price, lines, total };
}
