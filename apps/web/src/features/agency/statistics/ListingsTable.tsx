'use client';

import type { Language } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { textLinkClasses } from '@/shared/ui/text-link';
import {
  figures,
  formatCount,
  type ListingFigures,
  type SortColumn,
  sortListings,
} from './statistics-format';

/**
 * Each listing with its figures over the period, the most viewed first as the api sends them; a
 * column's heading sorts by it (aria-sort tells which).
 */
export function ListingsTable({
  listings,
  language,
}: {
  listings: readonly ListingFigures[];
  language: Language;
}) {
  const t = useTranslations('agency.statistics');
  const [column, setColumn] = useState<SortColumn>('views');
  const rows = sortListings(listings, column, language);
  const heading = (each: SortColumn, text: string, alignRight: boolean) => (
    <th
      key={each}
      scope="col"
      aria-sort={each === column ? (each === 'address' ? 'ascending' : 'descending') : undefined}
      className={
        alignRight ? 'py-2 pr-3 pl-4 text-right font-medium' : 'py-2 pr-4 pl-3 text-left font-medium'
      }
    >
      <button
        type="button"
        onClick={() => setColumn(each)}
        title={t('sortBy', { column: text })}
        className={`rounded px-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 ${
          each === column ? 'font-semibold text-slate-900 underline underline-offset-4' : ''
        }`}
      >
        {text}
      </button>
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="statistics-listings">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {heading('address', t('address'), false)}
            {figures.map((figure) => heading(figure, t(figure), true))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {rows.map((listing) => (
            <tr
              key={listing.propertyId}
              data-testid="statistics-listing"
              data-property-id={listing.propertyId}
            >
              <th scope="row" className="py-2 pr-4 pl-3 text-left font-normal">
                <Link href={`/p/${listing.propertyId}`} className={textLinkClasses}>
                  {listing.address}
                </Link>
              </th>
              {figures.map((figure) => (
                <td
                  key={figure}
                  className="py-2 pr-3 pl-4 text-right tabular-nums"
                  data-testid={`listing-${figure}`}
                >
                  {formatCount(listing[figure], language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
