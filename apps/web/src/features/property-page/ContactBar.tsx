'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useLoggedIn, useToLogin } from './login-gate';
import { MessageButton } from './MessageButton';
import { useIsOwner } from './OwnerTools';
import { PhoneReveal } from './PhoneReveal';
import type { PropertyOwner } from './types';

/** The nearest ancestor that scrolls (the modal's panel), else the page. */
function scrollContainerOf(element: HTMLElement): HTMLElement {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if (overflowY === 'auto' || overflowY === 'scroll') return at;
  }
  return document.documentElement;
}

/**
 * On a phone (below the width where the owner card sits beside the listing), the owner's name and
 * the call at the bottom of the screen while the listing scrolls, as people expect of a portal;
 * the owner card itself comes after the map. It sticks to the bottom of whatever scrolls (the page
 * or the modal), and that scroller keeps its height as room at the bottom, so a control that takes
 * focus is scrolled above the bar, never under it (WCAG 2.4.11).
 */
export function ContactBar({
  id,
  owner,
  ownerId,
  contactId,
}: {
  id: string;
  owner: PropertyOwner;
  ownerId: string;
  /** Who answers messages about it: the agency's agent it is assigned to, else its owner. */
  contactId: string;
}) {
  const t = useTranslations('propertyPage.owner');
  const isOwner = useIsOwner(ownerId);
  const loggedIn = useLoggedIn();
  const toLogin = useToLogin(id, 'phone');
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const container = scrollContainerOf(element);
    const observer = new ResizeObserver(() => {
      // Its height and the gap under it; hidden at desktop widths, no room kept then.
      const { height } = element.getBoundingClientRect();
      const room = height > 0 ? Math.ceil(height) + 8 : 0;
      container.style.setProperty('--contact-bar-room', `${room}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      container.style.removeProperty('--contact-bar-room');
    };
  }, []);

  if (isOwner) return null;
  return (
    <div
      ref={bar}
      className="sticky bottom-2 z-10 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2.5 shadow-lg lg:hidden"
      data-testid="contact-bar"
    >
      {/* Whole, on two lines if need be: a name cut to "Jele…" says nothing (issue 27). */}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 break-words text-sm font-semibold leading-tight text-slate-900">
          {owner.name}
        </p>
        <p className="break-words text-xs text-slate-600">{t('title')}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <MessageButton id={id} ownerId={contactId} look="bar" />
        <PhoneReveal id={id} loggedIn={loggedIn} toLogin={toLogin} look="bar" />
      </div>
    </div>
  );
}
