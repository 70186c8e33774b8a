'use client';

import { type MyPropertiesTab, myPropertiesTabs } from '@krov/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { ListOptionsBar } from './ListOptionsBar';
import { PropertiesPanel } from './PropertiesPanel';
import { useAgencyAssignment } from './use-agency-assignment';
import { useListOptions } from './use-list-options';
import { useListingActions } from './use-listing-actions';
import { useMyProperties } from './use-my-properties';
import { useTabInUrl } from './use-tab-in-url';

/**
 * /me/properties: the owner's listings by tab (Listed, with sold ones badged; Expired; Hidden;
 * Unpaid), each tab with its count, searched and sorted, each listing with what it has drawn and
 * the action that fits it (the rest in its menu), every action with its toast, "Renew all" on
 * Expired, and empty states that say what to do. The tab is in the URL (?tab=expired). The tabs
 * are Radix Tabs (arrow keys, Home and End move between them; the panel is labelled by its tab).
 * An agency's owner sees every agency listing, filters them by who holds them and assigns each
 * to an agent; an agent sees who holds theirs.
 */
export function MyPropertiesView() {
  const t = useTranslations('myProperties');
  // Rendered only in the browser (behind RequireLogin), so the URL can be read at once.
  const [tab, choose] = useTabInUrl();
  const listOptions = useListOptions();
  const list = useMyProperties(tab, listOptions.query);
  const actions = useListingActions();
  const agency = useAgencyAssignment();
  const { counts } = list;
  const { agent } = listOptions.query;
  // The api narrows by agent for the agency's owner only; a link naming someone who is no longer
  // one of its agents shows every listing again.
  const filtering = agency.agents !== null && agent !== '';
  const stale = filtering && agent !== 'none' && !agency.agents?.some((one) => one.userId === agent);
  const { setAgent } = listOptions;
  useEffect(() => {
    if (stale) setAgent('');
  }, [stale, setAgent]);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => choose(value as MyPropertiesTab)}
      activationMode="automatic"
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Tabs.List
          aria-label={t('tabsLabel')}
          className="inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1"
        >
          {myPropertiesTabs.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className={clsx(
                'group inline-flex items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold transition-colors',
                'text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
              )}
            >
              {t(`tabs.${name}`)}
              <span
                className="min-w-6 rounded-full bg-slate-200 px-1.5 py-0.5 text-center text-xs text-slate-700 tabular-nums group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-700"
                data-testid={`tab-count-${name}`}
              >
                {counts ? counts[name] : '·'}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="flex flex-wrap gap-2">
          {tab === 'expired' && (counts?.expired ?? 0) > 0 && (
            <Button colour="primary" pending={actions.renewingAll} onClick={actions.renewAll}>
              {t('renewAll.submit')}
            </Button>
          )}
          <Link href="/me/properties/new" className={buttonClasses('secondary', 'md')}>
            {t('add')}
          </Link>
        </div>
      </div>

      <ListOptionsBar
        options={listOptions.options}
        onText={listOptions.setText}
        onSubmit={listOptions.submit}
        onSort={listOptions.setSort}
        agents={agency.agents}
        onAgent={listOptions.setAgent}
      />

      <Tabs.Content value={tab} aria-busy={list.loading || undefined}>
        <PropertiesPanel
          tab={tab}
          list={list}
          searching={listOptions.query.q !== '' || filtering}
          onClearSearch={listOptions.clear}
          pending={actions.pending}
          onAction={actions.start}
          assignment={agency.assignment}
        />
      </Tabs.Content>

      <ConfirmActionDialog
        confirming={actions.confirming}
        pending={actions.pending !== null}
        onCancel={actions.cancelConfirming}
        onConfirm={actions.confirm}
      />
    </Tabs.Root>
  );
}
