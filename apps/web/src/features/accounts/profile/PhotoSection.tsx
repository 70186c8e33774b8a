'use client';

import type { Me } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { request, upload } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { ImageFileButton, UploadProgress } from '@/shared/ui/ImageFileButton';
import { toast } from '@/shared/ui/toast';
import { ProfileSection } from './ProfileSection';

/**
 * The profile photo: POST /api/users/me/photo (multipart field "photo") with a progress bar fed by
 * the upload's progress, and DELETE to remove it. Each answers the new profile, stored as user.
 */
export function PhotoSection({ user }: { user: Me }) {
  const t = useTranslations('profile');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const busy = progress !== null || removing;

  async function choose(file: File) {
    setProgress(0);
    try {
      const me = await upload(
        'uploadMyPhoto',
        { files: [file] },
        {
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        },
      );
      useAuthStore.getState().setUser(me);
      toast.success(t('updated'));
    } catch {
      // toasted by the api client (FileTypeNotAllowed, PayloadTooLarge, …)
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    setRemoving(true);
    try {
      const me = await request('removeMyPhoto', {});
      useAuthStore.getState().setUser(me);
      toast.success(t('photo.removed'));
      input.current?.focus();
    } catch {
      // toasted by the api client
    } finally {
      setRemoving(false);
    }
  }

  return (
    <ProfileSection id="photo" title={t('photo.title')} description={t('photo.description')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-2xl font-semibold text-slate-600">
          {user.profileImage ? (
            // biome-ignore lint/performance/noImgElement: a photo from the api host, already 512 px WebP.
            <img
              src={user.profileImage}
              alt={t('photo.alt')}
              className="size-full object-cover"
              width={96}
              height={96}
              data-testid="profile-photo"
            />
          ) : (
            <span aria-hidden="true">{initials(user.name)}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          {!user.profileImage && <p className="text-sm text-slate-700">{t('photo.none')}</p>}
          <div className="flex flex-wrap gap-3">
            <ImageFileButton
              inputRef={input}
              label={user.profileImage ? t('photo.change') : t('photo.choose')}
              busy={busy}
              onFile={(file) => void choose(file)}
            />
            {user.profileImage && (
              <Button
                colour="tertiary"
                pending={removing}
                disabled={progress !== null}
                onClick={() => void remove()}
              >
                {t('photo.remove')}
              </Button>
            )}
          </div>
          {progress !== null && <UploadProgress progress={progress} label={t('photo.uploading')} />}
        </div>
      </div>
    </ProfileSection>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
