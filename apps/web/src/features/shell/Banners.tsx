'use client';

import { useEffect, useRef } from 'react';
import { CookieBanner } from './CookieBanner';
import { OpenInAppBanner } from './OpenInAppBanner';

/**
 * Where the banners float: the bottom of the screen, over the page (their arrival shifts no
 * content). The page keeps that much room at the bottom for scrolling (scroll-padding, and as
 * much again after its end), so a control that takes focus is scrolled above them, never hidden
 * under them (WCAG 2.4.11).
 */
export function Banners() {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const covered = element.childElementCount > 0 ? element.getBoundingClientRect().height : 0;
      const room = covered > 0 ? `${Math.ceil(covered)}px` : '';
      // Added to the scroll padding by globals.css, with what else sits at the bottom.
      if (room) root.style.setProperty('--banners-room', room);
      else root.style.removeProperty('--banners-room');
      // And the page's end can scroll above them: its last links are not stuck underneath.
      document.body.style.paddingBottom = room;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banners-room');
      document.body.style.paddingBottom = '';
    };
  }, []);
  return (
    <div
      ref={area}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-3xl flex-col gap-1.5 p-2 empty:p-0 sm:gap-2 sm:p-4"
      data-testid="banners"
    >
      <OpenInAppBanner />
      <CookieBanner />
    </div>
  );
}
