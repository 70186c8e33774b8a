'use client';

import { agencyLimits } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextArea } from '@/shared/ui/TextArea';
import { TextField } from '@/shared/ui/TextField';
import { parseListingId } from './listing-id';
import { adminKeys } from './query-keys';

/**
 * Hiding an abusive public listing (POST /api/admin/properties/{id}/hide) with a reason its owner
 * is told. The form asks for confirmation first; the api's refusals (a listing that is not public,
 * an unknown id) are the api client's toasts. A hidden listing joins the list below (HiddenListings).
 */
export function HideListing() {
  const t = useTranslations('admin.hideListing');
  const tCommon = useTranslations('common');
  const queryClient = useQueryClient();
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const id = parseListingId(address);
    setInvalid(id === null);
    setDone(false);
    if (id && reason.trim()) setConfirming(id);
  };

  const hide = async () => {
    if (!confirming || pending) return;
    setPending(true);
    try {
      await request('adminHideProperty', { params: { id: confirming }, body: { reason: reason.trim() } });
      setAddress('');
      setReason('');
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: adminKeys.hiddenListings });
    } catch {
      // The api client said why.
    } finally {
      setPending(false);
      setConfirming(null);
    }
  };

  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-slate-700">{t('intro')}</p>
      <form onSubmit={ask} className="space-y-4" data-testid="admin-hide-listing">
        <TextField
          label={t('address')}
          hint={t('addressHint')}
          required
          value={address}
          error={invalid ? t('addressInvalid') : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
        />
        <TextArea
          label={t('reason')}
          rows={4}
          required
          maxLength={agencyLimits.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          counter={t('reasonHint')}
        />
        <Button type="submit" colour="negative" disabled={!address.trim() || !reason.trim()}>
          {t('button')}
        </Button>
      </form>
      <p role="status" className="text-emerald-800" data-testid="admin-hide-done">
        {done ? t('done') : ''}
      </p>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && !pending && setConfirming(null)}
        title={t('confirmTitle')}
        description={t('confirmText')}
      >
        <div className="flex justify-end gap-2">
          <Button colour="tertiary" disabled={pending} onClick={() => setConfirming(null)}>
            {tCommon('cancel')}
          </Button>
          <Button colour="negative" pending={pending} onClick={() => void hide()}>
            {t('confirmButton')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
