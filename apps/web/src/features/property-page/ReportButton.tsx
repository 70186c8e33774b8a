'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { useAfterLogin } from './after-login';
import { useLoggedIn, useToLogin } from './login-gate';
import { useIsOwner } from './OwnerTools';

// The sheet's code (the dialog, the call) comes when it is opened: out of /p/{id}'s first load.
const ReportSheet = dynamic(() => import('./ReportSheet').then((module) => module.ReportSheet), {
  ssr: false,
});

/**
 * "Prijavi oglas" (issue 29): the sheet for a logged-in visitor; a visitor goes to the login
 * first, which says why and comes back with the sheet open. Not on one's own listing, nor for
 * the agent it is assigned to.
 */
export function ReportButton({
  id,
  ownerId,
  agentId,
}: {
  id: string;
  ownerId: string;
  agentId: string | null;
}) {
  const t = useTranslations('propertyPage.report');
  const loggedIn = useLoggedIn();
  const toLogin = useToLogin(id, 'report');
  const openNow = useAfterLogin('report', loggedIn);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (openNow) setOpen(true);
  }, [openNow]);
  const isOwner = useIsOwner(ownerId);
  // The agent it is assigned to answers for it as its owner does.
  const isAgent = useIsOwner(agentId ?? '');
  if (isOwner || isAgent) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('tertiary', 'md')}
        onClick={loggedIn ? () => setOpen(true) : toLogin}
        data-testid="report-button"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
          <path
            d="M5 21V4m0 0h11l-2 4 2 4H5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('button')}
      </button>
      {open && <ReportSheet id={id} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
