import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { appStoreLinks } from './app-stores';
import { Logo } from './Logo';

const linkClasses = 'text-sm text-slate-600 hover:text-slate-900 hover:underline underline-offset-2';

/** The site footer: explore links, legal pages, language, and the apps' store pages. Static. */
export async function Footer() {
  const t = await getTranslations('shell');
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-brand-600">
            <Logo className="size-7" />
            <span className="text-lg font-bold text-slate-900">Krov</span>
          </p>
          <p className="text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-explore" className="space-y-3">
          <h2 id="footer-explore" className="text-sm font-semibold text-slate-900">
            {t('footer.explore')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link prefetch={false} href="/buy" className={linkClasses}>
                {t('header.buy')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/rent" className={linkClasses}>
                {t('header.rent')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/me/properties/new" className={linkClasses}>
                {t('header.addProperty')}
              </Link>
            </li>
            <li>
              {/* For agencies: the request form (a visitor logs in first; a member sees their agency). */}
              <Link prefetch={false} href="/me/agency" className={linkClasses}>
                {t('footer.agency')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="space-y-3">
          <h2 id="footer-legal" className="text-sm font-semibold text-slate-900">
            Krov
          </h2>
          <ul className="space-y-2">
            <li>
              <Link prefetch={false} href="/legal/privacy" className={linkClasses}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/legal/terms" className={linkClasses}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/language" className={linkClasses}>
                {t('footer.language')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/about" className={linkClasses}>
                {t('footer.about')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold text-slate-900">{t('footer.apps')}</h2>
          <ul className="space-y-2">
            <li>
              <a href={appStoreLinks.android} className={linkClasses} rel="noopener">
                {t('footer.googlePlay')}
              </a>
            </li>
            <li>
              <a href={appStoreLinks.ios} className={linkClasses} rel="noopener">
                {t('footer.appStore')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-600">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
