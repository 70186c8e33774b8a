'use client';

import { type AdminAgencyItem, agencyLimits } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextArea } from '@/shared/ui/TextArea';
import { toast } from '@/shared/ui/toast';
import { type AdminAction, actionEndpoints } from './admin-actions';

/**
 * A decision on an agency with its reason (kept in the audit trail and sent to the owner):
 * approve, suspend, reinstate or verify the register number.
 */
export function ReasonDialog({
  agency,
  action,
  onClose,
  onDone,
}: {
  agency: AdminAgencyItem;
  action: AdminAction | null;
  onClose(): void;
  onDone(updated: AdminAgencyItem): void;
}) {
  const t = useTranslations('admin.agencies');
  const tCommon = useTranslations('common');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const names = { agency: agency.name, number: agency.registerNumber };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action || !reason.trim() || pending) return;
    setPending(true);
    try {
      const updated = await request(actionEndpoints[action], {
        params: { id: agency.id },
        body: { reason: reason.trim() },
      });
      toast.success(t(`${action}.done`, names));
      setReason('');
      onDone(updated);
    } catch {
      // The api client said why.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={action ? t(`${action}.title`, names) : ''}
      description={action ? t(`${action}.text`, names) : undefined}
    >
      <form onSubmit={submit} className="space-y-4" data-testid="reason-dialog">
        <TextArea
          label={t('reason')}
          rows={4}
          required
          maxLength={agencyLimits.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          counter={t('reasonHint')}
        />
        <div className="flex justify-end gap-2">
          <Button colour="tertiary" disabled={pending} onClick={onClose}>
            {tCommon('cancel')}
          </Button>
          <Button
            type="submit"
            colour={action === 'suspend' ? 'negative' : 'primary'}
            pending={pending}
            disabled={!reason.trim()}
          >
            {action ? t(`${action}.button`) : ''}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
