'use client';

import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { toast } from '@/shared/ui/toast';
import { ProfileSection } from '../profile/ProfileSection';
import { PasskeyItem } from './PasskeyItem';
import { createPasskey, passkeysKey } from './passkey-ceremonies';

/**
 * /me/profile, "Pristupni ključevi" (issue 30): the user's passkeys with when each was added and
 * last used, "Add a passkey" (this device's authenticator, through the browser), rename and remove.
 */
export function PasskeysSection() {
  const t = useTranslations('profile.passkeys');
  const tCommon = useTranslations('common');
  const queryClient = useQueryClient();
  // Known only in the browser; until then the button shows (the server renders no answer).
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  const passkeys = useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => request('myPasskeys', {}, { signal, quiet: true }),
  });
  const add = useMutation({
    mutationFn: createPasskey,
    onSuccess: () => {
      toast.success(t('added'));
      void queryClient.invalidateQueries({ queryKey: passkeysKey });
    },
    // The api's refusals were toasted by its client; the browser's (cancelled, no key) are said here.
    onError: (error) => {
      if (!isApiError(error)) toast.error(t('failed'));
    },
  });

  return (
    <ProfileSection id="passkeys" title={t('title')} description={t('description')}>
      <div className="space-y-4">
        {passkeys.isPending ? (
          <Spinner label={tCommon('loading')} className="size-6" />
        ) : passkeys.isError ? (
          <div className="space-y-3 text-slate-700">
            <p>{t('loadFailed')}</p>
            <Button colour="secondary" onClick={() => void passkeys.refetch()}>
              {tCommon('tryAgain')}
            </Button>
          </div>
        ) : passkeys.data.passkeys.length === 0 ? (
          <p className="text-slate-700">{t('empty')}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200"
            data-testid="passkey-list"
          >
            {passkeys.data.passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {supported ? (
          <Button colour="secondary" pending={add.isPending} onClick={() => add.mutate()}>
            {t('add')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t('unsupported')}</p>
        )}
      </div>
    </ProfileSection>
  );
}
