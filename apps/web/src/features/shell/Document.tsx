import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CatalogueBridge } from '@/i18n/CatalogueBridge';
import { clientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locale';
import { runtimeConfigScriptId } from '@/shared/config.client';

/**
 * The HTML document of every page: <html lang> is the page's locale. Where the api is comes from
 * the running server, not from this render: pages are prerendered at build time, so
 * /runtime-config.js (async, so it never holds the first paint; requests wait for it through
 * shared/config.client.ts runtimeConfigReady) sets `data-api-url` on <html> from PUBLIC_API_URL
 * before any app code reads it (shared/config.client.ts). React does not render that attribute,
 * so a client-side re-render of <html> (a language switch) cannot put a build-time value back.
 * Client components get the catalogue's client namespaces (i18n/client-messages.ts).
 */
export async function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    // suppressHydrationWarning: the runtime-config script adds data-api-url before hydration.
    <html lang={locale} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router's root layout owns <head>; the rule is for the Pages Router. */}
      <head>
        <script id={runtimeConfigScriptId} src="/runtime-config.js" async />
      </head>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider
          locale={locale}
          messages={clientMessages(messages)}
          timeZone="Europe/Sarajevo"
        >
          <CatalogueBridge />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
