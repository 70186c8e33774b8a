import { SiteShell } from '@/app/_shell/SiteShell';
import { enterLocale } from '@/i18n/static';

/** Every normal page gets the shell; the raw legal pages (../raw) live outside this group and get none of it. */
export default async function SiteLayout({ children, params }: LayoutProps<'/locale/[locale]'>) {
  await enterLocale(params);
  return <SiteShell>{children}</SiteShell>;
}
