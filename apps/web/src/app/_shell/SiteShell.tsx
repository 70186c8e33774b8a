import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChatHubStart } from '@/features/messages/ChatHubStart';
import { AppStart } from '@/features/shell/AppStart';
import { Banners } from '@/features/shell/Banners';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { Toasts } from '@/shared/ui/Toasts';
import { SiteModalNavigation } from './modal-routes';

/**
 * The shell of every normal page (docs/product/SPEC.md §2 "Shared shell"): skip link, header, the page in <main>,
 * footer, banners, toasts, the client start-up, the chat hub (logged-in users) and modal navigation. Used by the (site) layout
 * and by the not-found page of unknown routes.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('shell');
  return (
    <SiteModalNavigation>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Banners />
      <Toasts />
      <AppStart />
      <ChatHubStart />
    </SiteModalNavigation>
  );
}
