import { NewConversationPage } from '@/features/messages/pages';
import { enterLocale } from '@/i18n/static';

export default async function Page({ params }: PageProps<'/locale/[locale]/messages/new'>) {
  await enterLocale(params);
  return <NewConversationPage />;
}
