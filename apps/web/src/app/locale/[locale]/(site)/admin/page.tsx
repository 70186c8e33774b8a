import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage, adminMetadata } from '@/features/admin/pages';
import { isAdminRequest } from '@/features/admin/server-gate';
import { enterLocale } from '@/i18n/static';

/** Admins only: everyone else gets the 404 page, its title and status (features/admin/pages.tsx). */
export async function generateMetadata({ params }: PageProps<'/locale/[locale]/admin'>): Promise<Metadata> {
  const locale = await enterLocale(params);
  if (!(await isAdminRequest())) notFound();
  return adminMetadata(locale);
}

export default async function Page({ params }: PageProps<'/locale/[locale]/admin'>) {
  await enterLocale(params);
  if (!(await isAdminRequest())) notFound();
  return <AdminPage />;
}
