import { type MyPropertiesSort, myPropertiesSorts } from '@krov/contracts';
import { useEffect, useState } from 'react';

export interface ListOptions {
  sort: MyPropertiesSort;
  /** The search as typed (the list asks with it a moment after the typing stops). */
  text: string;
  /**
   * The agency's owner: only the listings one agent holds (their user id), those nobody was given
   * ("none"), or every one (''). The api ignores it for anyone else.
   */
  agent: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An agent filter the api accepts (contracts myPropertiesQuery), else none. */
const agentFilter = (value: string | null): string =>
  value === 'none' || (value !== null && uuid.test(value)) ? value : '';

/** How long the typing must pause before the list asks again. */
export const searchPauseMs = 300;

function optionsFromUrl(): ListOptions {
  const params = new URLSearchParams(window.location.search);
  const sort = params.get('sort') ?? '';
  return {
    sort: (myPropertiesSorts as readonly string[]).includes(sort) ? (sort as MyPropertiesSort) : 'newest',
    text: params.get('q') ?? '',
    agent: agentFilter(params.get('agent')),
  };
}

/** Sets or removes search parameters of the current address without a navigation. */
export function replaceSearchParams(changes: Record<string, string | null>): void {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search ? `?${search}` : ''}`,
  );
}

/**
 * The search, the order and the agent filter of /me/properties, kept in the URL
 * (?q=titova&sort=mostViewed&agent=none; none for the defaults) beside the tab, so a reload or a
 * shared link shows the same list. Answers the options, the search to ask with (settled after a
 * pause in the typing), and their setters.
 */
export function useListOptions() {
  const [options, setOptions] = useState<ListOptions>(optionsFromUrl);
  const [settled, setSettled] = useState(options.text.trim());

  useEffect(() => {
    const onPop = () => {
      const next = optionsFromUrl();
      setOptions(next);
      setSettled(next.text.trim());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(options.text.trim()), searchPauseMs);
    return () => clearTimeout(timer);
  }, [options.text]);

  return {
    options,
    /** The search the list asks with. */
    query: { sort: options.sort, q: settled, agent: options.agent },
    setText(text: string) {
      replaceSearchParams({ q: text.trim() || null });
      setOptions((current) => ({ ...current, text }));
    },
    setSort(sort: MyPropertiesSort) {
      replaceSearchParams({ sort: sort === 'newest' ? null : sort });
      setOptions((current) => ({ ...current, sort }));
    },
    setAgent(agent: string) {
      const next = agentFilter(agent);
      replaceSearchParams({ agent: next || null });
      setOptions((current) => ({ ...current, agent: next }));
    },
    /** Enter in the search box: ask at once. */
    submit() {
      setSettled(options.text.trim());
    },
    /** Back to the whole tab: no search, no agent filter. */
    clear() {
      replaceSearchParams({ q: null, agent: null });
      setOptions((current) => ({ ...current, text: '', agent: '' }));
      setSettled('');
    },
  };
}
