'use client';

import { agencyLimits, type MyAgencyResponse } from '@krov/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { request, upload } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { ImageFileButton, UploadProgress } from '@/shared/ui/ImageFileButton';
import { toast } from '@/shared/ui/toast';
import { Avatar } from '../Avatar';
import { ConfirmDialog } from '../ConfirmDialog';

type Agency = NonNullable<MyAgencyResponse>;

const sizeMb = agencyLimits.logoBytesMax / (1024 * 1024);

/**
 * The owner's logo: the current one (else the agency's initials), "Upload logo" (POST
 * /api/users/me/agency/logo, multipart field "logo", with its progress) and "Remove logo",
 * confirmed first. A file over the api's limit is refused here before any byte is sent; the
 * api's refusals (a type it cannot read, …) are the api client's toasts. Each answers the agency.
 */
export function AgencyLogoSection({ agency, onSaved }: { agency: Agency; onSaved(updated: Agency): void }) {
  const t = useTranslations('agency.mine.logo');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const removal = useMutation({
    mutationFn: () => request('removeAgencyLogo', {}),
    onSuccess: (updated) => {
      setAsking(false);
      onSaved(updated);
      toast.success(t('removed'));
      input.current?.focus();
    },
  });
  const busy = progress !== null || removal.isPending;

  async function choose(file: File) {
    if (file.size > agencyLimits.logoBytesMax) {
      toast.error(t('tooLarge', { size: sizeMb }));
      return;
    }
    setProgress(0);
    try {
      const updated = await upload(
        'uploadAgencyLogo',
        { files: [file] },
        { onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      );
      onSaved(updated);
      toast.success(t('uploaded'));
    } catch {
      // toasted by the api client (FileTypeNotAllowed, PayloadTooLarge, …)
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="agency-logo" className="space-y-4" data-testid="agency-logo-section">
      <div>
        <h2 id="agency-logo" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">{t('description', { size: sizeMb })}</p>
      </div>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span data-testid="agency-logo" data-logo={agency.logo ?? ''}>
          <Avatar
            name={agency.name}
            src={agency.logo}
            alt={t('alt', { agency: agency.name })}
            className="size-24 text-2xl"
          />
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          {!agency.logo && <p className="text-sm text-slate-700">{t('none')}</p>}
          <div className="flex flex-wrap gap-3">
            <ImageFileButton
              inputRef={input}
              label={agency.logo ? t('change') : t('choose')}
              busy={busy}
              onFile={(file) => void choose(file)}
              testId="agency-logo-input"
            />
            {agency.logo && (
              <Button colour="tertiary" disabled={busy} onClick={() => setAsking(true)}>
                {t('remove')}
              </Button>
            )}
          </div>
          {progress !== null && <UploadProgress progress={progress} label={t('uploading')} />}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        text={t('confirmText')}
        confirm={t('confirm')}
        pending={removal.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => removal.mutate()}
      />
    </section>
  );
}
