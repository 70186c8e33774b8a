'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { toast } from '@/shared/ui/toast';
import { Avatar } from '../Avatar';
import { ConfirmDialog } from '../ConfirmDialog';
import { agencyKeys } from '../query-keys';

interface Removing {
  userId: string;
  name: string;
}

/** The owner's list of the agency's people (GET …/agents), each agent with "Remove" (confirmed). */
export function AgentsSection() {
  const t = useTranslations('agency.agents');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const agents = useQuery({
    queryKey: agencyKeys.agents,
    queryFn: ({ signal }) => request('agents', {}, { signal, quiet: true }),
  });
  const remove = useMutation({
    mutationFn: (agent: Removing) => request('removeAgent', { params: { userId: agent.userId } }),
    onSuccess: (_answer, agent) => {
      toast.success(t('removed', { name: agent.name }));
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.agents });
    },
  });

  return (
    <section aria-labelledby="agency-agents" className="space-y-4" data-testid="agency-agents">
      <h2 id="agency-agents" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      {agents.isPending ? (
        <Spinner label={tCommon('loading')} className="size-6" />
      ) : agents.isError ? (
        <div className="space-y-3 text-slate-700">
          <p>{t('loadFailed')}</p>
          <Button colour="secondary" onClick={() => void agents.refetch()}>
            {tCommon('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {agents.data.items.map((agent) => (
              <li
                key={agent.userId}
                className="flex flex-wrap items-center gap-4 p-4"
                data-testid="agency-agent"
                data-role={agent.role}
              >
                <Avatar name={agent.name} src={agent.profileImage} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {agent.name} {agent.userId === myId && <span className="font-normal">{t('you')}</span>}
                  </p>
                  <p className="truncate text-sm text-slate-600">{agent.email}</p>
                  <p className="text-sm text-slate-600">
                    {agent.role === 'owner' ? t('owner') : t('agent')} ·{' '}
                    {t(`listings.${pluralForm(agent.listings, language)}`, { count: agent.listings })} ·{' '}
                    {t('joined', { date: formatDate(agent.joinedAt, language) })}
                  </p>
                  {/* Their listings asked "is it still available?" and not confirmed (issue 29). */}
                  {agent.awaitingConfirmation > 0 && (
                    <Link
                      href={`/me/properties?agent=${agent.userId}`}
                      className="text-sm font-medium text-amber-900 underline"
                      data-testid="agent-awaiting-confirmation"
                    >
                      {t(`awaiting.${pluralForm(agent.awaitingConfirmation, language)}`, {
                        count: agent.awaitingConfirmation,
                      })}
                    </Link>
                  )}
                </div>
                {agent.role === 'agent' && (
                  <Button
                    colour="tertiary"
                    size="sm"
                    aria-label={t('removeNamed', { name: agent.name })}
                    onClick={() => setRemoving({ userId: agent.userId, name: agent.name })}
                  >
                    {t('remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {agents.data.items.every((agent) => agent.role === 'owner') && (
            <p className="text-slate-700">{t('empty')}</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('removeDialog.title', { name: removing?.name ?? '' })}
        text={t('removeDialog.text')}
        confirm={t('removeDialog.confirm')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}
