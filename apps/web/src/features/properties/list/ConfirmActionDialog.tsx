'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import type { Confirming } from './use-listing-actions';

/** "Delete it?" / "Mark it as sold?": the question before an action that cannot be taken back. */
export function ConfirmActionDialog({
  confirming,
  pending,
  onCancel,
  onConfirm,
}: {
  confirming: Confirming;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const t = useTranslations('myProperties');
  const tCommon = useTranslations('common');
  const sold = confirming?.action === 'markSold';
  return (
    <Modal
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="sm"
      title={sold ? t('soldDialog.title') : t('deleteDialog.title')}
      description={sold ? t('soldDialog.text') : t('deleteDialog.text')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button colour="tertiary" disabled={pending} onClick={onCancel}>
          {tCommon('cancel')}
        </Button>
        <Button colour={sold ? 'primary' : 'negative'} pending={pending} onClick={onConfirm}>
          {sold ? t('soldDialog.confirm') : t('deleteDialog.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
