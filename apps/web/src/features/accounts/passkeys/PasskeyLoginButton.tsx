'use client';

import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { safeNextPath } from '@/shared/navigation/safe-next-path';
import { Button } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { completeLogin } from '../session';
import { logInWithPasskey } from './passkey-ceremonies';

/**
 * /login's "Prijava pristupnim ključem" (issue 30): the browser offers the passkeys it holds for
 * Krov (discoverable, so nothing is typed); logged in, the page goes on as after a password login.
 * A browser without WebAuthn shows no button.
 */
export function PasskeyLoginButton() {
  const t = useTranslations('accounts.login');
  const router = useRouter();
  const [supported, setSupported] = useState(false);
  const [working, setWorking] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported) return null;

  const logIn = async () => {
    setWorking(true);
    try {
      await logInWithPasskey();
    } catch (error) {
      // The api's refusals were toasted by its client; the browser's (cancelled, no key) are said here.
      if (!isApiError(error)) toast.error(t('passkeyFailed'));
      setWorking(false);
      return;
    }
    await completeLogin();
    router.replace(safeNextPath(new URLSearchParams(window.location.search).get('next')));
    router.refresh();
  };

  return (
    <div className="space-y-5">
      <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('or')}
      </p>
      <Button colour="secondary" fullWidth size="lg" pending={working} onClick={() => void logIn()}>
        {t('passkey')}
      </Button>
    </div>
  );
}
