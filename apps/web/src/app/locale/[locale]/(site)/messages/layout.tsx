import type { Metadata } from 'next';
import { MessagesFrame, messagesMetadata } from '@/features/messages/pages';
import { enterLocale } from '@/i18n/static';

export async function generateMetadata({
  params,
}: LayoutProps<'/locale/[locale]/messages'>): Promise<Metadata> {
  return messagesMetadata(await enterLocale(params));
}

export default async function Layout({ children, params }: LayoutProps<'/locale/[locale]/messages'>) {
  await enterLocale(params);
  return <MessagesFrame>{children}</MessagesFrame>;
}
