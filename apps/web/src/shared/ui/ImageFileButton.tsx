'use client';

import { type ChangeEvent, type Ref, useId } from 'react';
import { buttonClasses } from './Button';

/** The images the api takes (it checks the bytes; this only steers the file picker). */
export const imageFileTypes = 'image/jpeg,image/png,image/webp';

/**
 * "Choose an image": a file input for one JPEG, PNG or WebP, hidden behind a label that looks
 * like a secondary button and shows the input's keyboard focus. The same file may be chosen again
 * (the input is emptied after each choice); nothing is chosen while `busy`.
 */
export function ImageFileButton({
  label,
  busy,
  inputRef,
  onFile,
  testId,
}: {
  label: string;
  busy: boolean;
  /** The input, for focus to return to after the image was removed. */
  inputRef?: Ref<HTMLInputElement>;
  onFile(file: File): void;
  testId?: string;
}) {
  const inputId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !busy) onFile(file);
  };
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={imageFileTypes}
        className="peer sr-only"
        disabled={busy}
        onChange={choose}
        data-testid={testId}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'secondary',
          'md',
          busy
            ? 'cursor-not-allowed opacity-60'
            : 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        {label}
      </label>
    </>
  );
}

/** An upload's progress (0–100) as a bar with its percentage, named for assistive technology. */
export function UploadProgress({ progress, label }: { progress: number; label: string }) {
  return (
    <div className="space-y-1">
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
        max={100}
        value={progress}
        aria-label={label}
      />
      <p className="text-xs text-slate-600" aria-hidden="true">
        {progress}%
      </p>
    </div>
  );
}
