'use client';

import type { ChatDetail, ChatProperty } from '@krov/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/shared/ui/toast';
import { Avatar } from './Avatar';
import { chatApi } from './chat-api';
import { ListingCard } from './ListingCard';
import { chatKeys } from './query-keys';

// The dialog's code comes with the first report.
const ReportDialog = dynamic(() => import('./ReportDialog').then((module) => module.ReportDialog), {
  ssr: false,
});

const itemClasses =
  'flex h-10 w-full cursor-pointer select-none items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Block or unblock the other member, report the conversation. */
function ConversationMenu({ detail }: { detail: ChatDetail }) {
  const t = useTranslations('chat.conversation');
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const { name, userId } = detail.user;

  const toggleBlock = async () => {
    try {
      if (detail.blockedByMe) await chatApi.unblock(userId);
      else await chatApi.block(userId);
      toast.success(t(detail.blockedByMe ? 'unblocked' : 'blocked', { name }));
      await queryClient.invalidateQueries({
        queryKey: detail.id ? chatKeys.detail(detail.id) : chatKeys.withUser(userId),
      });
    } catch {
      // The api client said why.
    }
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
          data-testid="conversation-menu"
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="currentColor">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
          <span className="sr-only">{t('menu')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item className={itemClasses} onSelect={() => void toggleBlock()}>
            {t(detail.blockedByMe ? 'unblock' : 'block', { name })}
          </DropdownMenu.Item>
          {detail.id && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => setReporting(true)}>
              {t('report')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {detail.id && reporting && (
        <ReportDialog chatId={detail.id} open={reporting} onClose={() => setReporting(false)} />
      )}
    </>
  );
}

/** Who the conversation is with, the listing it is about, the way back on a phone, and the menu. */
export function ConversationHeader({
  detail,
  property,
}: {
  detail: ChatDetail;
  property: ChatProperty | null;
}) {
  const t = useTranslations('chat.conversation');
  return (
    <header className="border-b border-slate-200">
      <div className="flex items-center gap-2 px-2 py-2 sm:px-3">
        <Link
          href="/messages"
          prefetch={false}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
          data-testid="conversation-back"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{t('back')}</span>
        </Link>
        <Avatar name={detail.user.name} image={detail.user.profileImage} size="sm" />
        <h2
          className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900"
          data-testid="conversation-name"
        >
          {detail.user.name}
        </h2>
        <ConversationMenu detail={detail} />
      </div>
      {property && (
        <div className="px-3 pb-2">
          <ListingCard property={property} label={t('listing')} />
        </div>
      )}
    </header>
  );
}
