'use client';

import { agencyLimits } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextArea } from '@/shared/ui/TextArea';

/** The dialog's words: its question, what follows, the button, the field and who reads the reason. */
export interface ReasonTexts {
  title: string;
  text: string;
  button: string;
  reason: string;
  reasonHint: string;
}

/**
 * An admin's decision with its reason (kept in an audit trail or sent to the person it concerns):
 * an agency approved, suspended, reinstated or verified; a moderated listing restored; an order
 * refunded. `onSubmit` sends it and resolves when done; a refusal rejects (the api client's toast
 * said why) and the dialog stays open with the reason. The reason's length is the api's (by
 * default 1 to agencyLimits.reasonMax characters, trimmed); shorter, the button stays disabled.
 */
export function ReasonDialog({
  open,
  texts,
  colour = 'primary',
  minLength = 1,
  maxLength = agencyLimits.reasonMax,
  onClose,
  onSubmit,
}: {
  open: boolean;
  texts: ReasonTexts;
  colour?: 'primary' | 'negative';
  minLength?: number;
  maxLength?: number;
  onClose(): void;
  onSubmit(reason: string): Promise<void>;
}) {
  const tCommon = useTranslations('common');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const longEnough = reason.trim().length >= minLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || !longEnough || pending) return;
    setPending(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
    } catch {
      // The api client said why.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={texts.title}
      description={texts.text}
    >
      <form onSubmit={submit} className="space-y-4" data-testid="reason-dialog">
        <TextArea
          label={texts.reason}
          rows={4}
          required
          minLength={minLength}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          counter={texts.reasonHint}
        />
        <div className="flex justify-end gap-2">
          <Button colour="tertiary" disabled={pending} onClick={onClose}>
            {tCommon('cancel')}
          </Button>
          <Button type="submit" colour={colour} pending={pending} disabled={!longEnough}>
            {texts.button}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
