'use client';

import { type PasskeyResponse, renamePasskeyRequest } from '@krov/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format-price';
import { showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { passkeysKey } from './passkey-ceremonies';

/** One passkey in the profile's list: its name, dates, and "Rename" (in place) and "Remove" (confirmed). */
export function PasskeyItem({ passkey }: { passkey: PasskeyResponse }) {
  const t = useTranslations('profile.passkeys');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });
  const form = useSchemaForm(renamePasskeyRequest, { defaultValues: { name: passkey.name } });
  const remove = useMutation({
    mutationFn: () => request('removePasskey', { params: { id: passkey.id } }),
    onSuccess: async () => {
      toast.success(t('removed'));
      setRemoving(false);
      await refresh();
    },
  });

  const onRename = form.handleSubmit(async ({ name }) => {
    try {
      await request('renamePasskey', { params: { id: passkey.id }, body: { name } });
    } catch (error) {
      showServerErrors(error, form, language);
      return;
    }
    toast.success(t('renamed'));
    setRenaming(false);
    await refresh();
  });

  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="passkey">
      {renaming ? (
        <form
          noValidate
          onSubmit={onRename}
          className="flex w-full flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            label={t('nameLabel')}
            className="flex-1"
            autoFocus
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" pending={form.formState.isSubmitting}>
              {tCommon('save')}
            </Button>
            <Button colour="tertiary" onClick={() => setRenaming(false)}>
              {tCommon('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              {t('created', { date: formatDate(passkey.createdAt, language) })} ·{' '}
              {passkey.lastUsedAt
                ? t('lastUsed', { date: formatDate(passkey.lastUsedAt, language) })
                : t('neverUsed')}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              colour="tertiary"
              size="sm"
              aria-label={t('renameNamed', { name: passkey.name })}
              onClick={() => {
                form.reset({ name: passkey.name });
                setRenaming(true);
              }}
            >
              {t('rename')}
            </Button>
            <Button
              colour="tertiary"
              size="sm"
              aria-label={t('removeNamed', { name: passkey.name })}
              onClick={() => setRemoving(true)}
            >
              {t('remove')}
            </Button>
          </div>
        </>
      )}
      <Modal
        open={removing}
        onOpenChange={(next) => {
          if (!next && !remove.isPending) setRemoving(false);
        }}
        size="sm"
        title={t('removeDialog.title', { name: passkey.name })}
        description={t('removeDialog.text')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button colour="tertiary" disabled={remove.isPending} onClick={() => setRemoving(false)}>
            {tCommon('cancel')}
          </Button>
          <Button colour="negative" pending={remove.isPending} onClick={() => remove.mutate()}>
            {t('removeDialog.confirm')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
