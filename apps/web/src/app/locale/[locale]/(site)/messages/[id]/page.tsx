import { ConversationPage } from '@/features/messages/pages';
import { enterLocale } from '@/i18n/static';

export default async function Page({ params }: PageProps<'/locale/[locale]/messages/[id]'>) {
  await enterLocale(params);
  const { id } = await params;
  return <ConversationPage id={id} />;
}
