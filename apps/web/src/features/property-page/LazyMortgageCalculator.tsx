'use client';

import dynamic from 'next/dynamic';

/**
 * The mortgage calculator as the property page embeds it: its code loads after the page's own (it
 * sits below the fold), so the first load stays within its budget; never on the server (it reads
 * the URL's inputs in the browser).
 */
export const LazyMortgageCalculator = dynamic(
  () => import('./MortgageCalculator').then((module) => module.MortgageCalculator),
  { ssr: false },
);
