'use client';

import type { NotifyFrequency } from '@krov/contracts';
import { useEffect, useRef } from 'react';
import { isFrequency } from './saved-searches-api';

/** The marker a logged-out visitor's "Save search" puts on the page it returns to after login. */
export const saveParam = 'save';

/** This page's address with the marker: `/buy/sarajevo?cijena=-200000&save=instant`. */
export function withSaveMarker(path: string, search: string, frequency: NotifyFrequency): string {
  const kept = new URLSearchParams(search);
  kept.delete(saveParam);
  kept.append(saveParam, frequency);
  return `${path}?${readable(kept)}`;
}

/** The address without the marker, or null when it has none. */
export function withoutSaveMarker(path: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(saveParam)) return null;
  params.delete(saveParam);
  const rest = readable(params);
  return rest ? `${path}?${rest}` : path;
}

/** The search's URLs keep their commas readable (url-state.ts searchHref). */
const readable = (params: URLSearchParams) => params.toString().replace(/%2C/g, ',');

/**
 * Back on the search page after logging in to save it: once logged in, the marker leaves the
 * address at once (history.replaceState: a reload or a shared link does not save again) and the
 * search is saved with the frequency it names.
 */
export function useSaveAfterLogin(loggedIn: boolean, save: (frequency: NotifyFrequency) => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!loggedIn) return;
    const { pathname, search, hash } = window.location;
    const cleaned = withoutSaveMarker(pathname, search);
    if (cleaned === null) return;
    const asked = new URLSearchParams(search).get(saveParam);
    window.history.replaceState(window.history.state, '', `${cleaned}${hash}`);
    if (isFrequency(asked)) latest.current(asked);
  }, [loggedIn]);
}
