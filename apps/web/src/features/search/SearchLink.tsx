import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link between search pages. Never prefetched: each is a search rendered per request, and Next
 * would otherwise prefetch every chip, toggle and breadcrumb in view, a dozen searches per visit.
 */
export function SearchLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
