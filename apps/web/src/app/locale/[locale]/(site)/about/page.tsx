import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/i18n/static';

/** Links for the credits the places data's licences ask for (see apps/api/data/places/README.md). */
const credits = [
  { key: 'boundaries', links: [{ label: 'geoBoundaries', href: 'https://www.geoboundaries.org' }] },
  {
    key: 'geonames',
    links: [
      { label: 'GeoNames', href: 'https://www.geonames.org' },
      { label: 'Who’s On First', href: 'https://whosonfirst.org' },
    ],
    licence: { key: 'licence', href: 'https://creativecommons.org/licenses/by/4.0/' },
  },
  {
    key: 'openStreetMap',
    links: [{ label: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' }],
    licence: { key: 'licenceOdbl', href: 'https://opendatacommons.org/licenses/odbl/1-0/' },
  },
] as const;

export async function generateMetadata({ params }: PageProps<'/locale/[locale]/about'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return { title: t('title'), description: t('description') };
}

export default async function AboutPage({ params }: PageProps<'/locale/[locale]/about'>) {
  await enterLocale(params);
  const t = await getTranslations('about');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <article className="prose-krov">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <section aria-labelledby="about-sources">
          <h2 id="about-sources">{t('sourcesTitle')}</h2>
          <p>{t('sourcesIntro')}</p>
          <ul>
            {credits.map((credit) => {
              const links = [
                ...credit.links.map((link) => ({ ...link, rel: 'noopener' })),
                ...('licence' in credit
                  ? [{ label: t(credit.licence.key), href: credit.licence.href, rel: 'noopener license' }]
                  : []),
              ];
              return (
                <li key={credit.key}>
                  {t(`credits.${credit.key}`)}{' '}
                  {links.map((link, index) => (
                    <span key={link.href}>
                      {index > 0 && ' · '}
                      <a href={link.href} rel={link.rel}>
                        {link.label}
                      </a>
                    </span>
                  ))}
                </li>
              );
            })}
          </ul>
          <p>{t('accuracy')}</p>
        </section>
      </article>
    </div>
  );
}
