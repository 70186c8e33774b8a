'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { sayNotSameProperty } from './not-same-property-api';
import { useIsOwner } from './OwnerTools';

type Step = 'idle' | 'asking' | 'sending' | 'done';

/**
 * "Nije ista nekretnina" beside another advertiser's offer, for the owner of the listing on
 * screen only (known after hydration, as the owner's tools): asked once more inline, then sent.
 * Done, the row says so; the offers are apart from the next reading of the page on. A failure is
 * told by the api client and the question stays for another try.
 */
export function NotSamePropertyButton({
  id,
  ownerId,
  otherPropertyId,
  advertiser,
}: {
  id: string;
  ownerId: string;
  otherPropertyId: string;
  advertiser: string;
}) {
  const t = useTranslations('propertyPage.offers.notSame');
  const isOwner = useIsOwner(ownerId);
  const [step, setStep] = useState<Step>('idle');
  if (!isOwner) return null;
  if (step === 'done') return <span className="text-sm text-slate-600">{t('done')}</span>;
  if (step === 'idle')
    return (
      <Button
        colour="tertiary"
        size="sm"
        onClick={() => setStep('asking')}
        aria-label={t('ask', { advertiser })}
      >
        {t('button')}
      </Button>
    );
  const send = async () => {
    setStep('sending');
    try {
      await sayNotSameProperty(id, otherPropertyId);
      toast.success(t('sent'));
      setStep('done');
    } catch {
      // The api client said why.
      setStep('asking');
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('ask', { advertiser })}</legend>
      <span className="text-sm text-slate-700">{t('question')}</span>
      <Button colour="primary" size="sm" onClick={send} pending={step === 'sending'}>
        {t('confirm')}
      </Button>
      <Button colour="secondary" size="sm" onClick={() => setStep('idle')} disabled={step === 'sending'}>
        {t('cancel')}
      </Button>
    </fieldset>
  );
}
