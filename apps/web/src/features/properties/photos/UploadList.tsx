'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { Upload } from './use-photo-uploads';

/** The photos on their way up: each with its progress bar, or "failed". */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  const t = useTranslations('properties.photos');
  return (
    <ul className="space-y-3" aria-label={t('add')}>
      {uploads.map((upload) => (
        <li key={upload.key} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800">{upload.name}</span>
            <span
              className={clsx(
                'shrink-0',
                upload.state === 'failed' ? 'font-medium text-red-700' : 'text-slate-600',
              )}
            >
              {upload.state === 'waiting'
                ? t('waiting')
                : upload.state === 'failed'
                  ? t('failed')
                  : `${upload.progress}%`}
            </span>
          </div>
          {upload.state !== 'failed' && (
            <progress
              className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              max={100}
              value={upload.progress}
              aria-label={t('uploading', { name: upload.name })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
