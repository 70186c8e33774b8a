'use client';

import { agencyLimits, type InvitationItem, inviteRequest } from '@krov/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format-price';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { ConfirmDialog } from '../ConfirmDialog';
import { agencyKeys } from '../query-keys';
import type { AgencyStatus } from '../status';

const statusClasses: Record<InvitationItem['status'], string> = {
  pending: 'bg-sky-50 text-sky-900',
  accepted: 'bg-emerald-50 text-emerald-900',
  declined: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
  revoked: 'bg-slate-100 text-slate-700',
};

/**
 * The owner's invitations (GET …/invitations): invite an address, send a pending one again (the
 * api allows one send a minute: TooManyRequests shows its toast), revoke one (confirmed). Only an
 * approved agency invites; the api answers AgencyNotApproved otherwise, whose toast says so.
 */
export function InvitationsSection({ status }: { status: AgencyStatus }) {
  const t = useTranslations('agency.invitations');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<InvitationItem | null>(null);
  const invitations = useQuery({
    queryKey: agencyKeys.invitations,
    queryFn: ({ signal }) => request('invitations', {}, { signal, quiet: true }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyKeys.invitations });
  const resend = useMutation({
    mutationFn: (item: InvitationItem) => request('resendInvitation', { params: { id: item.id } }),
    onSuccess: (sent) => {
      toast.success(t('resent', { email: sent.email }));
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (item: InvitationItem) => request('revokeInvitation', { params: { id: item.id } }),
    onSuccess: (_answer, item) => {
      toast.success(t('revoked', { email: item.email }));
      setRevoking(null);
      void refresh();
    },
  });

  return (
    <section aria-labelledby="agency-invitations" className="space-y-4" data-testid="agency-invitations">
      <h2 id="agency-invitations" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-slate-700">
        {status === 'approved' ? t('text', { days: agencyLimits.invitationDays }) : t('notApproved')}
      </p>
      <InviteForm onSent={refresh} />
      {invitations.isPending ? (
        <Spinner label={tCommon('loading')} className="size-6" />
      ) : invitations.isError ? (
        <div className="space-y-3 text-slate-700">
          <p>{t('loadFailed')}</p>
          <Button colour="secondary" onClick={() => void invitations.refetch()}>
            {tCommon('tryAgain')}
          </Button>
        </div>
      ) : invitations.data.items.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {invitations.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 p-4"
              data-testid="agency-invitation"
              data-status={item.status}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{item.email}</p>
                <p className="text-sm text-slate-600">
                  <span
                    className={clsx('mr-2 rounded-full px-2 py-0.5 font-medium', statusClasses[item.status])}
                  >
                    {t(`statuses.${item.status}`)}
                  </span>
                  {t('sentAt', { date: formatDate(item.lastSentAt, language) })}
                </p>
              </div>
              {item.status === 'pending' && (
                <div className="flex gap-2">
                  <Button
                    colour="secondary"
                    size="sm"
                    aria-label={t('resendNamed', { email: item.email })}
                    pending={resend.isPending && resend.variables?.id === item.id}
                    onClick={() => resend.mutate(item)}
                  >
                    {t('resend')}
                  </Button>
                  <Button
                    colour="tertiary"
                    size="sm"
                    aria-label={t('revokeNamed', { email: item.email })}
                    onClick={() => setRevoking(item)}
                  >
                    {t('revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeDialog.title', { email: revoking?.email ?? '' })}
        text={t('revokeDialog.text')}
        confirm={t('revokeDialog.confirm')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </section>
  );
}

/** One address to invite (POST …/invitations); inviting an address again sends it again. */
function InviteForm({ onSent }: { onSent(): void }) {
  const t = useTranslations('agency.invitations');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const form = useSchemaForm(inviteRequest, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const sent = await request('invite', { body });
      toast.success(t('sent', { email: sent.email }));
      form.reset({ email: '' });
      onSent();
    } catch (error) {
      showServerErrors(error, form, language);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={tFields('email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="sm:mt-7" pending={isSubmitting}>
        {t('invite')}
      </Button>
    </form>
  );
}
