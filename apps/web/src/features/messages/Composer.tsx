'use client';

import type { ChatUploadResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { AttachmentTray } from './AttachmentTray';
import { chatLimits, photoTypes } from './chat-limits';
import { useAttachments } from './use-attachments';

/** Under this many characters left, the count shows. */
const countFrom = 200;

/**
 * The message being written: a textarea of up to 2 000 characters (Enter sends, Shift+Enter breaks
 * the line, a composing input method's Enter does not send), photos attached as they upload, and
 * Send, usable once there is text or a photo and no photo is still uploading. `initialText` is
 * what the field starts with (a first message's usual enquiry), the person's to change.
 */
export function Composer({
  onSend,
  initialText = '',
}: {
  onSend(text: string, photos: ChatUploadResponse[]): void;
  initialText?: string;
}) {
  const t = useTranslations('chat.composer');
  const [text, setText] = useState(initialText);
  const photos = useAttachments();
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const left = chatLimits.textMax - text.length;
  const hasContent = text.trim().length > 0 || photos.photos.length > 0;
  const ready = hasContent && !photos.uploading;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    onSend(text, photos.photos);
    setText('');
    photos.clear();
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white" data-testid="composer">
      <AttachmentTray attachments={photos.attachments} onRemove={photos.remove} />
      <div className="flex items-end gap-2 p-3">
        <input
          ref={picker}
          type="file"
          multiple
          accept={photoTypes.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            photos.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          data-testid="chat-attach-input"
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          title={t('attach')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="8.5" cy="10" r="1.5" />
            <path d="m21 16-5-5-8 8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="sr-only">{t('attach')}</span>
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor={fieldId} className="sr-only">
            {t('label')}
          </label>
          <textarea
            ref={field}
            id={fieldId}
            rows={1}
            value={text}
            maxLength={chatLimits.textMax}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            aria-describedby={hintId}
            className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 [field-sizing:content] placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
            data-testid="composer-text"
          />
          <p id={hintId} className="mt-1 flex justify-between gap-2 px-1 text-xs text-slate-600">
            <span className="hidden md:inline">{t('hint')}</span>
            <span className="sr-only md:hidden">{t('hint')}</span>
            {photos.uploading && hasContent && <span>{t('waitForPhotos')}</span>}
            {left <= countFrom && <span aria-live="polite">{t('remaining', { count: left })}</span>}
          </p>
        </div>
        <button
          type="submit"
          disabled={!ready}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          data-testid="composer-send"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t('send')}</span>
        </button>
      </div>
    </form>
  );
}
