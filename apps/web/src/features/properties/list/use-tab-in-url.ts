import { type MyPropertiesTab, myPropertiesTabs } from '@krov/contracts';
import { useEffect, useState } from 'react';
import { replaceSearchParams } from './use-list-options';

function tabFromUrl(): MyPropertiesTab {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return (myPropertiesTabs as readonly string[]).includes(tab ?? '') ? (tab as MyPropertiesTab) : 'listed';
}

/**
 * The tab of /me/properties, kept in the URL (?tab=expired; none for Listed): a choice replaces
 * the entry, and back and forward move between tabs too. Only for views rendered in the browser.
 */
export function useTabInUrl(): [MyPropertiesTab, (tab: MyPropertiesTab) => void] {
  const [tab, setTab] = useState<MyPropertiesTab>(tabFromUrl);

  useEffect(() => {
    const onPop = () => setTab(tabFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function choose(next: MyPropertiesTab) {
    if (next === tab) return;
    // The search and the order stay (use-list-options.ts).
    replaceSearchParams({ tab: next === 'listed' ? null : next });
    setTab(next);
  }

  return [tab, choose];
}
