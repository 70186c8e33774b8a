import { describe, expect, it } from 'vitest';
import {
  hrefPathname,
  isPlainLeftClick,
  keepsScroll,
  matchModalRoute,
  matchPattern,
  modalStateKey,
  openModalStep,
  readModalEntry,
} from './rules';

const doc = 'load-1';
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('modal navigation rules (docs/product/SPEC.md §2)', () => {
  it('opens over a normal page by pushing an entry that remembers the page underneath', () => {
    expect(openModalStep('/p/42', '/buy?city=sarajevo', undefined, doc)).toEqual({
      mode: 'push',
      state: { [modalStateKey]: { href: '/p/42', background: '/buy?city=sarajevo', document: doc } },
    });
  });

  it('opens from inside a modal by replacing its entry and keeping the original background', () => {
    const current = { href: '/p/42', background: '/buy?city=sarajevo', document: doc };
    expect(openModalStep('/p/43', '/p/42', current, doc)).toEqual({
      mode: 'replace',
      state: { [modalStateKey]: { href: '/p/43', background: '/buy?city=sarajevo', document: doc } },
    });
  });

  it('shows a modal only for an entry of this page load at its own URL', () => {
    const state = { [modalStateKey]: { href: '/p/42', background: '/buy', document: doc } };
    expect(readModalEntry(state, '/p/42', doc)).toEqual({ href: '/p/42', background: '/buy', document: doc });
    // A reload or a restored tab: the background is gone, the page itself renders instead.
    expect(readModalEntry(state, '/p/42', 'load-2')).toBeUndefined();
    // Another URL in the same entry (e.g. Next replaced it) is not the modal's.
    expect(readModalEntry(state, '/p/43', doc)).toBeUndefined();
    // Next's own entries and anything malformed.
    expect(readModalEntry({ __NA: true }, '/p/42', doc)).toBeUndefined();
    expect(readModalEntry(null, '/p/42', doc)).toBeUndefined();
    expect(readModalEntry({ [modalStateKey]: { href: 42 } }, '/p/42', doc)).toBeUndefined();
  });

  it('keeps the scroll position when the modal or the noScroll flag is set', () => {
    expect(keepsScroll({ modal: true })).toBe(true);
    expect(keepsScroll({ noScroll: true })).toBe(true);
    expect(keepsScroll({ modal: true, noScroll: true })).toBe(true);
    expect(keepsScroll({})).toBe(false);
    expect(keepsScroll({ modal: false, noScroll: false })).toBe(false);
  });

  it('takes over only a plain left click on a same-tab link', () => {
    expect(isPlainLeftClick(click)).toBe(true);
    expect(isPlainLeftClick(click, '_self')).toBe(true);
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, defaultPrevented: true })).toBe(false);
    expect(isPlainLeftClick(click, '_blank')).toBe(false);
  });

  it('matches route patterns segment by segment', () => {
    expect(matchPattern('/p/:id', '/p/42')).toEqual({ id: '42' });
    expect(matchPattern('/p/:id', '/p/42/')).toEqual({ id: '42' });
    expect(matchPattern('/p/:id', '/p/%C4%87')).toEqual({ id: 'ć' });
    expect(matchPattern('/p/:id', '/p')).toBeUndefined();
    expect(matchPattern('/p/:id', '/p/42/photos')).toBeUndefined();
    expect(matchPattern('/p/:id', '/q/42')).toBeUndefined();
    expect(matchPattern('/p/:id', '/p/%E0%A4%A')).toBeUndefined();
    expect(matchPattern('/agency/:slug/listings', '/agency/krov/listings')).toEqual({ slug: 'krov' });
  });

  it('finds the first registered route for a same-site href, ignoring its search and hash', () => {
    const routes = [{ pattern: '/p/:id' }, { pattern: '/agency/:slug' }];
    expect(matchModalRoute(routes, '/p/7?photo=2#map')).toEqual({ route: routes[0], params: { id: '7' } });
    expect(matchModalRoute(routes, '/agency/krov')).toEqual({ route: routes[1], params: { slug: 'krov' } });
    expect(matchModalRoute(routes, '/buy')).toBeUndefined();
    expect(matchModalRoute(routes, 'https://example.com/p/7')).toBeUndefined();
    expect(matchModalRoute(routes, '//example.com/p/7')).toBeUndefined();
    expect(hrefPathname('/p/7?x=1')).toBe('/p/7');
    expect(hrefPathname('p/7')).toBeUndefined();
  });
});
