import type { Language, PublicAgencyResponse } from '@krov/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { webServerConfig } from '@/shared/config.server';
import { pluralForm } from '@/shared/format/plural';
import { ListingCard } from '@/shared/listings/ListingCard';
import { jsonLdText } from '@/shared/seo/json-ld';
import { textLinkClasses } from '@/shared/ui/text-link';
import { Avatar } from '../Avatar';
import { AgencyListings } from './AgencyListings';
import { agencyJsonLd, agencyMetadata } from './seo';
import { loadAgency, loadAgencyListings } from './server-data';

export async function agencyPageMetadata(slug: string, language: Language): Promise<Metadata> {
  const agency = await loadAgency(slug);
  if (!agency) return {};
  return agencyMetadata(agency, language, webServerConfig().publicWebUrl);
}

/**
 * /agency/{slug}, rendered on the server and the same for everyone: the agency (logo or initials,
 * the verified badge, description, contact), its agents, and its listings with the search's cards
 * and "load more"; schema.org RealEstateAgent in the HTML. AgencyNotFound is the 404 page.
 */
export async function AgencyPublicPage({ slug, language }: { slug: string; language: Language }) {
  const agency = await loadAgency(slug);
  if (!agency) notFound();
  const [listings, t] = await Promise.all([loadAgencyListings(slug), getTranslations('agency.page')]);
  const jsonLd = agencyJsonLd(agency, language, webServerConfig().publicWebUrl);
  const items = listings?.items ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10" data-testid="agency-page">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
      />
      <header className="flex flex-wrap items-center gap-5">
        <Avatar name={agency.name} src={agency.logo} className="size-20 text-2xl" />
        <div className="min-w-0 space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{agency.name}</h1>
          {agency.registerVerified && (
            <p
              className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900"
              title={t('verifiedHint')}
              data-testid="agency-verified"
            >
              <CheckIcon />
              {t('verified')}
            </p>
          )}
          <p className="text-slate-700">
            {t('counts', { sell: agency.listings.sell, rent: agency.listings.rent })}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="agency-about" className="lg:col-span-2">
          <h2 id="agency-about" className="text-xl font-semibold text-slate-900">
            {t('about')}
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{agency.description}</p>
        </section>
        <section
          aria-labelledby="agency-contact"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="agency-contact" className="text-xl font-semibold text-slate-900">
            {t('contact')}
          </h2>
          <Contact agency={agency} labels={t} />
        </section>
      </div>

      {agency.agents.length > 0 && (
        <section aria-labelledby="agency-agents" className="mt-10">
          <h2 id="agency-agents" className="text-xl font-semibold text-slate-900">
            {t('agents')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {agency.agents.map((agent) => (
              <li key={agent.userId} className="flex items-center gap-3" data-testid="agency-page-agent">
                <Avatar name={agent.name} src={agent.profileImage} className="size-12 text-base" />
                <div>
                  <p className="font-semibold text-slate-900">{agent.name}</p>
                  <p className="text-sm text-slate-600">
                    {t(`agentListings.${pluralForm(agent.listings, language)}`, { count: agent.listings })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="agency-listings" className="mt-10">
        <h2 id="agency-listings" className="text-xl font-semibold text-slate-900">
          {t('listings')}
        </h2>
        <div className="mt-4">
          {items.length === 0 ? (
            <p
              className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700"
              data-testid="agency-listings-empty"
            >
              {t('empty')}
            </p>
          ) : (
            <AgencyListings
              slug={agency.slug}
              nextCursor={listings?.nextCursor ?? null}
              labels={{ loadMore: t('loadMore'), loaded: t('loaded'), loadFailed: t('loadFailed') }}
            >
              {items.map((listing, index) => (
                <li key={listing.id} className="flex">
                  <ListingCard listing={listing} priority={index < 3} />
                </li>
              ))}
            </AgencyListings>
          )}
        </div>
      </section>
    </div>
  );
}

function Contact({
  agency,
  labels: t,
}: {
  agency: PublicAgencyResponse;
  labels: (key: 'address' | 'phone' | 'email' | 'website') => string;
}) {
  return (
    <dl className="mt-3 space-y-3">
      <Row term={t('address')}>{agency.address}</Row>
      <Row term={t('phone')}>
        <a href={`tel:${agency.phoneNumber}`} className={textLinkClasses}>
          {agency.phoneNumber}
        </a>
      </Row>
      <Row term={t('email')}>
        <a href={`mailto:${agency.email}`} className={textLinkClasses}>
          {agency.email}
        </a>
      </Row>
      {agency.website && (
        <Row term={t('website')}>
          <a href={agency.website} rel="noopener nofollow" className={textLinkClasses}>
            {agency.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </a>
        </Row>
      )}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}
