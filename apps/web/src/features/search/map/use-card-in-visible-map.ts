import { type RefObject, useLayoutEffect, useState } from 'react';

/** Tailwind's `sm`: from this width the card sits on the map, below it is a bottom sheet. */
const wideScreen = '(min-width: 640px)';

/** Room between the card and the visible map's edges, in px. */
const margin = 12;

/**
 * On a wide screen, the card's `top` within the map's box so that it lies inside the part of the
 * map on the screen: below the sticky header, above the window's bottom edge (a map taller than
 * what is left of the window put it at y = 794 of 800). Kept so while the page scrolls or resizes
 * and when the card's content arrives (`content` changes). Null on a phone: the sheet is fixed.
 */
export function useCardInVisibleMap(
  card: RefObject<HTMLElement | null>,
  mapBox: RefObject<HTMLElement | null>,
  content: unknown,
): number | null {
  const [top, setTop] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` changes the card's height.
  useLayoutEffect(() => {
    const place = (mayScroll: boolean) => {
      const map = mapBox.current;
      const element = card.current;
      if (!map || !element || !window.matchMedia(wideScreen).matches) {
        setTop(null);
        return;
      }
      const box = map.getBoundingClientRect();
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const visibleTop = Math.max(box.top, headerBottom, 0);
      const visibleBottom = Math.min(box.bottom, window.innerHeight);
      const height = element.offsetHeight;
      if (mayScroll && visibleBottom - visibleTop < height + 2 * margin) {
        // Too little of the map is on the screen for the card: bring the map into view, once.
        map.scrollIntoView({ block: 'nearest' });
        place(false);
        return;
      }
      const lowest = Math.min(box.height, visibleBottom - box.top) - height - margin;
      setTop(Math.max(margin, Math.min(lowest, visibleTop - box.top + margin)));
    };
    const follow = () => place(false);
    place(true);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [card, mapBox, content]);
  return top;
}
