import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Document } from '../features/shell/Document';
import { localeCookieName, negotiateLocale } from '../i18n/locale';
import { NotFoundContent } from '../shared/ui/NotFoundContent';
import { pageScopedMessages } from './_shell/page-messages';
import { SiteShell } from './_shell/SiteShell';
import './globals.css';

/** The visitor's language, decided as the proxy decides it (this page renders per request). */
async function requestLocale() {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return negotiateLocale({
    cookie: cookieStore.get(localeCookieName)?.value,
    acceptLanguage: headerStore.get('accept-language'),
  });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'notFound' });
  return { title: `${t('metaTitle')} · Krov` };
}

/**
 * Unknown routes and /404 (the proxy leaves them unmatched under /locale/{locale}): Next answers
 * with this page and the 404 status, server-rendered in the visitor's language, inside the shell.
 * A global-not-found (next.config experimental.globalNotFound) is its own route, so reading the
 * request here keeps every other page static; an app/not-found.tsx is sent with every page and
 * would make them all dynamic. A notFound() thrown by a page renders (site)/not-found.tsx instead.
 */
export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  return (
    <Document locale={locale} pageParts={pageScopedMessages}>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </Document>
  );
}
