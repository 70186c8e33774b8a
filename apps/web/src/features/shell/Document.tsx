import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CatalogueBridge } from '@/i18n/CatalogueBridge';
import { documentMessages, type MessagePaths } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locale';

/**
 * The HTML document of every page: <html lang> is the page's locale. The browser finds the api on
 * the page's own origin (shared/api/client.ts apiUrl), so the document carries no address.
 * Client components get the catalogue's client texts but `pageParts`, the texts pages add where
 * they use them (<ClientMessages>): the features declare them, app/ lists them all
 * (app/_shell/page-messages.ts), the shell knows no other feature (i18n/client-messages.ts).
 */
export async function Document({
  locale,
  pageParts,
  children,
}: {
  locale: Locale;
  pageParts: MessagePaths;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider
          locale={locale}
          messages={documentMessages(messages, pageParts)}
          timeZone="Europe/Sarajevo"
        >
          <CatalogueBridge />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
