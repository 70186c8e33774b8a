import { MessagesIndexPage } from '@/features/messages/pages';
import { enterLocale } from '@/i18n/static';

export default async function Page({ params }: PageProps<'/locale/[locale]/messages'>) {
  await enterLocale(params);
  return <MessagesIndexPage />;
}
