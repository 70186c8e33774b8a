'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';

/** "Delete the search?": the small confirmation dialog (a card on phones too). */
export function DeleteSearchDialog({
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The search in words; null: the dialog is closed. */
  name: string | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const t = useTranslations('savedSearches.list');
  const tCommon = useTranslations('common');
  return (
    <Modal
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      size="sm"
      title={t('deleteTitle')}
      description={t('deleteText', { name: name ?? '' })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button colour="tertiary" disabled={pending} onClick={onCancel}>
          {tCommon('cancel')}
        </Button>
        <Button colour="negative" pending={pending} onClick={onConfirm}>
          {t('deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
