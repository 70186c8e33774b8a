'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { toast } from '@/shared/ui/toast';
import { type ReportReason, reportListing, reportReasons, reportTextMax } from './report-api';
import { reportReady } from './report-sheet';

/**
 * "Prijavi oglas": the six reasons as one list of large choices, an optional text (needed for
 * "other"), and send: on a phone the sheet fills the screen, with the reasons in thumb's reach.
 * Sent or already reported, a toast says so and the sheet closes; a failure is told by the api
 * client and the sheet stays, with what was chosen.
 */
export function ReportSheet({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const t = useTranslations('propertyPage.report');
  const tCommon = useTranslations('common');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const textId = useId();
  const ready = reportReady(reason, text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reportReady(reason, text) || pending) return;
    setPending(true);
    try {
      const outcome = await reportListing(id, { reason, text: text.trim() });
      if (outcome === 'sent') toast.success(t('done'));
      else toast.info(t('alreadyReported'));
      setReason(null);
      setText('');
      onClose();
    } catch {
      // The api client said why; what was chosen stays for another try.
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
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="report-sheet">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('reasonLegend')}</legend>
          <div className="flex flex-col gap-2">
            {reportReasons.map((each) => (
              <label
                key={each}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={each}
                  checked={reason === each}
                  onChange={() => setReason(each)}
                  className="size-4 accent-brand-600"
                />
                {t(`reasons.${each}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-slate-800">
            {reason === 'other' ? t('textRequired') : t('text')}
          </label>
          <textarea
            id={textId}
            rows={3}
            value={text}
            required={reason === 'other'}
            maxLength={reportTextMax}
            onChange={(event) => setText(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
            data-testid="report-text"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button colour="tertiary" onClick={onClose}>
            {tCommon('cancel')}
          </Button>
          <Button type="submit" colour="negative" pending={pending} disabled={!ready}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
