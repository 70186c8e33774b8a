'use client';

import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import type { Attachment } from './use-attachments';

/** The photos of the message being written: each with its progress and a button that cancels or removes it. */
export function AttachmentTray({
  attachments,
  onRemove,
}: {
  attachments: readonly Attachment[];
  onRemove(key: string): void;
}) {
  const t = useTranslations('chat.composer');
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-3 pt-3" aria-label={t('attach')}>
      {attachments.map((each) => (
        <li
          key={each.key}
          className="relative size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
          data-testid="chat-attachment"
          data-state={each.state}
        >
          {/* biome-ignore lint/performance/noImgElement: the chosen file itself (an object URL), before it is uploaded. */}
          <img src={each.preview} alt="" className="size-full object-cover" />
          {each.state === 'uploading' && (
            <progress
              className="absolute inset-x-1.5 bottom-1.5 h-1.5 w-[calc(100%-0.75rem)] overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-white/80 [&::-webkit-progress-value]:bg-brand-600"
              max={100}
              value={each.progress}
              aria-label={t('uploading', { name: each.name })}
            />
          )}
          {each.state === 'failed' && (
            <span className="absolute inset-x-0 bottom-0 bg-red-700/90 px-1 py-0.5 text-center text-[10px] font-semibold text-white">
              {t('uploadFailed')}
            </span>
          )}
          <button
            type="button"
            onClick={() => onRemove(each.key)}
            className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
            aria-label={
              each.state === 'uploading'
                ? t('cancelUpload', { name: each.name })
                : t('removePhoto', { name: each.name })
            }
            data-testid="chat-attachment-remove"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
