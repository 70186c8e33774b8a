'use client';

import {
  type ListingAction,
  type MyPropertiesTab,
  myPropertiesTabs,
  type PropertyResponse,
} from '@krov/contracts';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { toast } from '@/shared/ui/toast';
import { type MyProperties, propertiesApi } from '../properties-api';
import { PropertyCard } from './PropertyCard';

/** docs/product/DECISIONS.md: lists load 24 at a time. */
const pageSize = 24;

type CardAction = Exclude<ListingAction, 'edit'>;
/** Actions that cannot be taken back ask first. */
type Confirming = { listing: PropertyResponse; action: 'delete' | 'markSold' } | null;

function tabFromUrl(): MyPropertiesTab {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return (myPropertiesTabs as readonly string[]).includes(tab ?? '') ? (tab as MyPropertiesTab) : 'listed';
}

/**
 * /me/properties: the owner's listings by tab (Listed, with sold ones badged; Expired; Hidden;
 * Unpaid), each tab with its count, every action the lifecycle allows with its toast, "Renew all"
 * on Expired, and empty states that say what to do. The tab is in the URL (?tab=expired).
 */
export function MyPropertiesView() {
  const t = useTranslations('myProperties');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  // Rendered only in the browser (behind RequireLogin), so the URL can be read at once.
  const [tab, setTab] = useState<MyPropertiesTab>(tabFromUrl);
  const [data, setData] = useState<MyProperties | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [pending, setPending] = useState<{ id: string; action: CardAction } | null>(null);
  const [renewingAll, setRenewingAll] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const request = useRef(0);
  const tabRefs = useRef(new Map<MyPropertiesTab, HTMLButtonElement>());

  /** The tab's first items (as many as are shown now, so a reload after an action keeps the list). */
  const load = useCallback(async (which: MyPropertiesTab, count = pageSize) => {
    const mine = ++request.current;
    try {
      const answer = await propertiesApi.mine(which, 1, Math.min(100, Math.max(pageSize, count)));
      if (mine !== request.current) return;
      setData(answer);
      setStatus('ready');
    } catch {
      if (mine === request.current) setStatus('failed'); // toasted by the api client
    }
  }, []);

  useEffect(() => {
    setStatus('loading');
    void load(tab);
  }, [tab, load]);

  // Back and forward move between tabs too.
  useEffect(() => {
    const onPop = () => setTab(tabFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function choose(next: MyPropertiesTab) {
    if (next === tab) return;
    const url = next === 'listed' ? window.location.pathname : `${window.location.pathname}?tab=${next}`;
    window.history.replaceState(window.history.state, '', url);
    setData(null);
    setTab(next);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = myPropertiesTabs.indexOf(tab);
    const last = myPropertiesTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? myPropertiesTabs[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? myPropertiesTabs[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? myPropertiesTabs[0]
            : event.key === 'End'
              ? myPropertiesTabs[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    choose(target);
    tabRefs.current.get(target)?.focus();
  }

  async function loadMore() {
    if (!data) return;
    setLoadingMore(true);
    try {
      const page = Math.floor(data.items.length / pageSize) + 1;
      const answer = await propertiesApi.mine(tab, page, pageSize);
      setData({
        ...answer,
        items: [
          ...data.items,
          ...answer.items.filter((item) => !data.items.some((had) => had.id === item.id)),
        ],
      });
    } catch {
      // toasted by the api client
    } finally {
      setLoadingMore(false);
    }
  }

  function start(listing: PropertyResponse, action: CardAction) {
    if (action === 'delete' || action === 'markSold') setConfirming({ listing, action });
    else void run(listing, action);
  }

  async function run(listing: PropertyResponse, action: CardAction) {
    setPending({ id: listing.id, action });
    try {
      let due: number | null = null;
      let done: string;
      switch (action) {
        case 'publish':
        case 'renew': {
          const result =
            action === 'publish'
              ? await propertiesApi.publish(listing.id)
              : await propertiesApi.renew(listing.id);
          due = result.paymentDue;
          done = t(`done.${action}`);
          break;
        }
        case 'hide':
        case 'unhide':
          await propertiesApi.action(listing.id, action);
          done = t(`done.${action}`);
          break;
        case 'markSold':
          await propertiesApi.action(listing.id, 'mark-sold');
          done = t('done.markSold');
          break;
        case 'hidePrice':
          await propertiesApi.hidePrice(listing.id, !listing.hidePrice);
          done = listing.hidePrice ? t('done.showPrice') : t('done.hidePrice');
          break;
        case 'delete':
          await propertiesApi.remove(listing.id);
          done = t('done.delete');
          break;
      }
      if (due !== null) toast.info(t('paymentDue', { amount: formatKm(due, language) }));
      else toast.success(done);
    } catch {
      // toasted by the api client (ActionForbidden, PropertyLimit, …); the reload shows the truth
    } finally {
      setPending(null);
      setConfirming(null);
      await load(tab, data?.items.length);
    }
  }

  async function renewAll() {
    setRenewingAll(true);
    try {
      const result = await propertiesApi.renewAll();
      if (result.paymentDue !== null)
        toast.info(t('paymentDue', { amount: formatKm(result.paymentDue, language) }));
      else if (result.renewed > 0) toast.success(t('renewAll.done', { count: result.renewed }));
      else toast.info(t('renewAll.none'));
    } catch {
      // toasted by the api client
    } finally {
      setRenewingAll(false);
      await load(tab, data?.items.length);
    }
  }

  const counts = data?.counts;
  const items = data?.items ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div
          role="tablist"
          aria-label={t('tabsLabel')}
          className="inline-flex max-w-full flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1"
        >
          {myPropertiesTabs.map((name) => {
            const selected = name === tab;
            return (
              <button
                key={name}
                ref={(element) => {
                  if (element) tabRefs.current.set(name, element);
                  else tabRefs.current.delete(name);
                }}
                type="button"
                role="tab"
                id={`properties-tab-${name}`}
                aria-selected={selected}
                aria-controls="properties-panel"
                tabIndex={selected ? 0 : -1}
                onKeyDown={onTabKey}
                onClick={() => choose(name)}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-lg px-3.5 py-2 text-sm font-semibold transition-colors',
                  selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                )}
              >
                {t(`tabs.${name}`)}
                <span
                  className={clsx(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums',
                    selected ? 'bg-brand-50 text-brand-700' : 'bg-slate-200 text-slate-700',
                  )}
                  data-testid={`tab-count-${name}`}
                >
                  {counts ? counts[name] : '·'}
                </span>
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          {tab === 'expired' && (counts?.expired ?? 0) > 0 && (
            <Button colour="primary" pending={renewingAll} onClick={() => void renewAll()}>
              {t('renewAll.submit')}
            </Button>
          )}
          <Link href="/me/properties/new" className={buttonClasses('secondary', 'md')}>
            {t('add')}
          </Link>
        </div>
      </div>

      <div
        role="tabpanel"
        id="properties-panel"
        aria-labelledby={`properties-tab-${tab}`}
        aria-busy={status === 'loading' || undefined}
      >
        {status === 'loading' && !data ? (
          <div className="flex min-h-40 items-center justify-center text-slate-600">
            <Spinner label={tCommon('loading')} className="size-6" />
          </div>
        ) : status === 'failed' && !data ? (
          <div className="space-y-4 text-slate-700">
            <p>{t('loadFailed')}</p>
            <Button colour="secondary" onClick={() => void load(tab)}>
              {tCommon('tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div
            className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
            data-testid="properties-empty"
          >
            <p className="mx-auto max-w-xl text-slate-700">{t(`empty.${tab}`)}</p>
            {(tab === 'listed' || tab === 'unpaid') && (
              <Link href="/me/properties/new" className={buttonClasses('primary', 'md', 'mt-5')}>
                {t('add')}
              </Link>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            <ul className="space-y-4">
              {items.map((listing) => (
                <li key={listing.id}>
                  <PropertyCard
                    listing={listing}
                    pending={pending?.id === listing.id ? pending.action : null}
                    onAction={(action) => start(listing, action)}
                  />
                </li>
              ))}
            </ul>
            {data && items.length < data.total && (
              <div className="flex justify-center">
                <Button colour="secondary" pending={loadingMore} onClick={() => void loadMore()}>
                  {t('loadMore')}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !pending) setConfirming(null);
        }}
        size="sm"
        title={confirming?.action === 'markSold' ? t('soldDialog.title') : t('deleteDialog.title')}
        description={confirming?.action === 'markSold' ? t('soldDialog.text') : t('deleteDialog.text')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button colour="tertiary" disabled={pending !== null} onClick={() => setConfirming(null)}>
            {tCommon('cancel')}
          </Button>
          <Button
            colour={confirming?.action === 'markSold' ? 'primary' : 'negative'}
            pending={pending !== null}
            onClick={() => {
              if (confirming) void run(confirming.listing, confirming.action);
            }}
          >
            {confirming?.action === 'markSold' ? t('soldDialog.confirm') : t('deleteDialog.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
