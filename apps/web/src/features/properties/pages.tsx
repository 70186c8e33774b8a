import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { textLinkClasses } from '@/shared/ui/text-link';
import { propertyManagementMessages } from './client-messages';
import { PropertyEditor } from './editor/PropertyEditor';
import { MyPropertiesView } from './list/MyPropertiesView';

/*
 * The server parts of /me/properties, /me/properties/new and /me/properties/{id}: the frame and
 * the h1 in the request's language, with the client views inside RequireLogin (a logged-out
 * visitor goes to /login?next=…). Nothing here reads the request: the list and the new-listing
 * page are prerendered once per language; the edit page renders per id.
 */

/** A user's own listings are not for search engines. */
const notIndexed = { index: false, follow: false } as const;

export async function propertiesMetadata(locale: string, page: 'list' | 'new' | 'edit'): Promise<Metadata> {
  const t = await getTranslations({ locale });
  const title =
    page === 'list'
      ? t('myProperties.title')
      : page === 'new'
        ? t('properties.newTitle')
        : t('properties.editTitle');
  return { title, robots: notIndexed };
}

function Frame({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description: string;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      {back && <p className="mb-4 text-sm">{back}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{description}</p>
      <div className="mt-8">
        <ClientMessages texts={propertyManagementMessages}>
          <QueryProvider>
            <RequireLogin>{children}</RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}

async function BackToList() {
  const t = await getTranslations('properties');
  return (
    <Link href="/me/properties" className={textLinkClasses}>
      ← {t('backToList')}
    </Link>
  );
}

export async function MyPropertiesPage() {
  const t = await getTranslations('myProperties');
  return (
    <Frame title={t('title')} description={t('description')}>
      <MyPropertiesView />
    </Frame>
  );
}

export async function NewPropertyPage() {
  const t = await getTranslations('properties');
  return (
    <Frame title={t('newTitle')} description={t('newDescription')} back={<BackToList />}>
      <PropertyEditor />
    </Frame>
  );
}

export async function EditPropertyPage({ id }: { id: string }) {
  const t = await getTranslations('properties');
  return (
    <Frame title={t('editTitle')} description={t('editDescription')} back={<BackToList />}>
      <PropertyEditor key={id} id={id} />
    </Frame>
  );
}
