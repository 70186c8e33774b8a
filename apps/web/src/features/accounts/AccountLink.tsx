'use client';

import { emailField } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { nextParam, withQuery } from '@/shared/navigation/safe-next-path';
import { textLinkClasses } from '@/shared/ui/text-link';
import { typedAddress } from './pending-login';

/**
 * A link between the account pages (/login ↔ /register, back to /login) that keeps where the
 * visitor was going (`next`: saving a search, adding a listing, a seller's phone) and the address
 * they gave (the page's `?email`, or the one typed on the login form): registering instead of
 * logging in ends where the login would have. The query is read after hydration, so the pages
 * stay static; until then the link is the bare page.
 */
export function AccountLink({ to, children }: { to: '/login' | '/register'; children: string }) {
  const router = useRouter();
  const [query, setQuery] = useState<{ next: string | null; email: string | null }>({
    next: null,
    email: null,
  });
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    setQuery({ next: nextParam(search.get('next')), email: emailParam(search.get('email')) });
  }, []);
  const hrefWith = (email: string | null) => withQuery(to, { email, next: query.next });
  const href = hrefWith(query.email);
  return (
    <Link
      href={href}
      className={textLinkClasses}
      onClick={(event) => {
        // The address typed on the login form a moment ago goes along too.
        const typed = emailParam(typedAddress());
        const plainClick = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (!typed || typed === query.email || !plainClick) return;
        event.preventDefault();
        router.push(hrefWith(typed));
      }}
    >
      {children}
    </Link>
  );
}

/** An e-mail address worth carrying to the next form, else null (a phone number, a typo). */
function emailParam(value: string | null): string | null {
  const parsed = emailField.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}
