'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

/** The question before an action on the agency that cannot be taken back (remove, revoke, leave). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const tCommon = useTranslations('common');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      size="sm"
      title={title}
      description={text}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid="confirm-dialog">
        <Button colour="tertiary" disabled={pending} onClick={onCancel}>
          {tCommon('cancel')}
        </Button>
        <Button colour="negative" pending={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
