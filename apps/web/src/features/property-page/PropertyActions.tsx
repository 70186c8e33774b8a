'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { useAfterLogin } from './after-login';
import { useLoggedIn, useToLogin } from './login-gate';
import { MessageButton } from './MessageButton';
import { OwnerTools, useIsOwner } from './OwnerTools';
import { PhoneReveal } from './PhoneReveal';
import { usePhoneRevealStore } from './phone-reveal';
import { propertyPageApi } from './property-page-api';
import { SaveButtonLook } from './SaveButtonLook';
import type { PropertyOwner } from './types';

// TanStack Query comes with the toggle, only for a logged-in visitor: it stays out of the first
// load of /p/{id} (its JavaScript budget, docs/decisions.md Property page 4), as the user menu does.
const SavedToggle = dynamic<{ id: string; saveNow?: boolean }>(
  () => import('./SavedToggle').then((module) => module.SavedToggle),
  {
    ssr: false,
    // The same button, marked busy and not yet usable (a click waits for the real one, not lost).
    loading: () => <SaveButtonLook saved={false} pending={false} waiting onClick={noAction} />,
  },
);

const noAction = () => {};

/** The heart: saved or not for the logged-in user (read from the api, so it survives a reload). */
export function SaveButton({ id, ownerId, sold }: { id: string; ownerId: string; sold: boolean }) {
  const loggedIn = useLoggedIn();
  const toLogin = useToLogin(id, 'save');
  const saveNow = useAfterLogin('save', loggedIn);
  // Nothing to save on one's own listing, or on one already sold.
  if (useIsOwner(ownerId) || sold) return null;
  if (loggedIn) return <SavedToggle id={id} saveNow={saveNow} />;
  return <SaveButtonLook saved={false} pending={false} onClick={toLogin} />;
}

/** The native share sheet where there is one, else the link is copied. */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations('propertyPage.share');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      toast.error(t('failed'));
    }
  };
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'md')}
      onClick={share}
      data-testid="share-button"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none">
        <path
          d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('button')}
    </button>
  );
}

/** The owner: name, photo, member since, the phone number on request (logged in only), and "Send message". */
/** `memberSince` is the date already written in the page's language (by PropertyView). */
export function OwnerCard({
  id,
  owner,
  memberSince,
  ownerId,
  contactId,
  sold,
}: {
  id: string;
  owner: PropertyOwner;
  memberSince: string;
  ownerId: string;
  /** Who answers messages about it: the agency's agent it is assigned to, else its owner. */
  contactId: string;
  sold: boolean;
}) {
  const t = useTranslations('propertyPage.owner');
  const isOwner = useIsOwner(ownerId);
  const loggedIn = useLoggedIn();
  const toLogin = useToLogin(id, 'phone');
  const revealNow = useAfterLogin('phone', loggedIn);
  const phone = usePhoneRevealStore((state) => state.revealed[id]);

  return (
    <section
      aria-labelledby="owner-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="owner-card"
    >
      <h2 id="owner-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {owner.profileImage ? (
          // biome-ignore lint/performance/noImgElement: a small profile photo from the api host.
          <img src={owner.profileImage} alt="" className="size-12 rounded-full object-cover" loading="lazy" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
          >
            {owner.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">{owner.name}</p>
          <p className="text-sm text-slate-600">{t('memberSince', { date: memberSince })}</p>
          {owner.agency && (
            <p className="text-sm text-slate-700" data-testid="owner-agency">
              <a href={`/agency/${owner.agency.slug}`} className="font-medium text-brand-700 underline">
                {owner.agency.name}
              </a>
              {owner.agency.registerVerified && (
                <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                  {t('agencyVerified')}
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4">
        {isOwner ? (
          <OwnerTools id={id} />
        ) : sold && !phone ? (
          <p className="text-sm text-slate-700" data-testid="owner-sold">
            {t('sold')}
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <PhoneReveal id={id} loggedIn={loggedIn} toLogin={toLogin} look="card" revealNow={revealNow} />
            {!sold && <MessageButton id={id} ownerId={contactId} look="card" />}
          </div>
        )}
      </div>
    </section>
  );
}

const counted = new Set<string>();

/** Counts the view once per page load and listing, after the page has loaded. */
export function ViewCounter({ id }: { id: string }) {
  useEffect(() => {
    if (counted.has(id)) return;
    counted.add(id);
    // When the browser is idle: the count must not compete with the page becoming usable.
    const count = () => void propertyPageApi.view(id).catch(() => {});
    if (typeof requestIdleCallback === 'function') requestIdleCallback(count, { timeout: 3_000 });
    else setTimeout(count, 0);
  }, [id]);
  return null;
}
