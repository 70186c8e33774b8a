import type { Language } from '@krov/contracts';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { buttonClasses } from '@/shared/ui/Button';
import { homeSearchMessages } from './client-messages';
import { newestListings, popularPlaces } from './home-data';
import { NewestSection } from './NewestSection';
import { PopularPlaces } from './PopularPlaces';
import { SessionLink } from './SessionLink';

/**
 * The home page (/ and /home): the promise and the quick search, the newest listings and the
 * popular places with their counts (read from the api when the page is rendered, so they are in
 * the HTML; the route renews it: docs/decisions/097-home-page-data.md), the ways in, how it works
 * and why Krov. `quickSearch` is the QuickSearch the app composes with the search's URLs.
 */
export async function HomePage({ language, quickSearch }: { language: Language; quickSearch: ReactNode }) {
  const t = await getTranslations('home');
  const [newest, popular] = await Promise.all([newestListings(), popularPlaces()]);
  const steps = [1, 2, 3] as const;
  const points = [1, 2, 3] as const;

  return (
    <>
      <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:pt-20 sm:pb-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('tagline')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{t('intro')}</p>
          <ClientMessages texts={homeSearchMessages}>{quickSearch}</ClientMessages>
        </div>
      </section>

      <NewestSection listings={newest} />
      <PopularPlaces places={popular} language={language} />

      <section aria-labelledby="home-entry" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="home-entry" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('entry.title')}
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          <EntryCard title={t('entry.buyTitle')} text={t('entry.buyText')}>
            <Link href="/buy" className={buttonClasses('secondaryLight', 'md')}>
              {t('entry.buyCta')}
            </Link>
          </EntryCard>
          <EntryCard title={t('entry.rentTitle')} text={t('entry.rentText')}>
            <Link href="/rent" className={buttonClasses('secondaryLight', 'md')}>
              {t('entry.rentCta')}
            </Link>
          </EntryCard>
          <EntryCard title={t('entry.sellTitle')} text={t('entry.sellText')}>
            <Link href="/me/properties/new" className={buttonClasses('primary', 'md')}>
              {t('links.addProperty')}
            </Link>
            <SessionLink
              visitor={
                <Link href="/login" prefetch={false} className={buttonClasses('tertiary', 'md')}>
                  {t('links.login')}
                </Link>
              }
              user={
                <Link href="/me/properties" className={buttonClasses('tertiary', 'md')}>
                  {t('links.myProperties')}
                </Link>
              }
            />
          </EntryCard>
        </div>
      </section>

      <section aria-labelledby="home-how" className="border-y border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="home-how" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('how.title')}
          </h2>
          <ol className="mt-8 grid gap-8 md:grid-cols-3">
            {steps.map((step) => (
              <li key={step} className="flex gap-4">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
                  aria-hidden="true"
                >
                  {step}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{t(`how.step${step}Title`)}</h3>
                  <p className="mt-1 text-slate-700">{t(`how.step${step}Text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="home-trust" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="home-trust" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('trust.title')}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {points.map((point) => (
            <li key={point} className="border-l-4 border-brand-600 pl-4">
              <h3 className="text-lg font-semibold text-slate-900">{t(`trust.point${point}Title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`trust.point${point}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function EntryCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap gap-2">{children}</div>
    </article>
  );
}
