'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { toast } from '@/shared/ui/toast';
import { chatApi } from './chat-api';
import { chatLimits } from './chat-limits';

/** "Report conversation": the reason, sent to the moderators (POST /api/chats/{id}/report). */
export function ReportDialog({ chatId, open, onClose }: { chatId: string; open: boolean; onClose(): void }) {
  const t = useTranslations('chat.report');
  const tCommon = useTranslations('common');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim() || pending) return;
    setPending(true);
    try {
      await chatApi.report(chatId, reason.trim());
      toast.success(t('done'));
      setReason('');
      onClose();
    } catch {
      // The api client said why.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('title')}
      description={t('description')}
    >
      <form onSubmit={submit} className="space-y-4" data-testid="report-dialog">
        <div className="space-y-1.5">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            {t('reason')}
          </label>
          <textarea
            id={fieldId}
            required
            rows={4}
            value={reason}
            maxLength={chatLimits.reportReasonMax}
            onChange={(event) => setReason(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button colour="tertiary" onClick={onClose}>
            {tCommon('cancel')}
          </Button>
          <Button type="submit" colour="negative" pending={pending} disabled={!reason.trim()}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
