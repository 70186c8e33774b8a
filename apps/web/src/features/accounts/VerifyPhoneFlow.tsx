'use client';

import { type Me, verifyPhoneCodeRequest, verifyPhoneRequest } from '@krov/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { UserPending } from '@/shared/auth/UserPending';
import { showKeyOnField, showServerErrors, useSchemaForm } from '@/shared/forms/use-schema-form';
import { nextParam } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { toast } from '@/shared/ui/toast';
import { CodeField } from './CodeField';
import { useResendCountdown } from './code-timer';
import { Notice } from './Notice';
import { ResendCode } from './ResendCode';
import { reloadMe } from './session';

/** The number a code goes to when none is typed: a pending change, else an unverified own number. */
export function phoneToVerify(user: Me | null): string | null {
  if (!user) return null;
  if (user.pendingPhoneNumber) return user.pendingPhoneNumber;
  return user.phoneNumberVerified ? null : user.phoneNumber;
}

/**
 * /verify-phone (logged in): an SMS code to the account's number (or another one typed here),
 * then the code; confirmed, the profile is reloaded (docs/product/SPEC.md §7) and the number shows as
 * verified, or, asked from a page that needs it (the listing editor's prompt: `?next=`), that page
 * opens again with the news in a toast.
 */
export function VerifyPhoneFlow() {
  const user = useAuthStore((state) => state.user);
  const router = useRouter();
  const [sentTo, setSentTo] = useState<{ phoneNumber: string | undefined; shown: string } | null>(null);
  const [verified, setVerified] = useState(false);
  const countdown = useResendCountdown(sentTo ? `sms:${sentTo.shown}` : null);
  const t = useTranslations('accounts.verifyPhone');

  async function send(phoneNumber: string | undefined, shown: string): Promise<void> {
    const sent = await request('requestPhoneCode', { body: phoneNumber ? { phoneNumber } : {} });
    setSentTo({ phoneNumber, shown });
    countdown.start(sent.resendAfterSeconds);
  }

  if (!user) return <UserPending />; // AppStart fills it in a moment (the guard has seen the login)

  if (verified || (user.phoneNumberVerified && !user.pendingPhoneNumber && !sentTo)) {
    return <Verified phone={user.phoneNumber ?? ''} />;
  }

  if (sentTo) {
    return (
      <CodeStep
        shown={sentTo.shown}
        onVerified={() => {
          const next = nextParam(new URLSearchParams(window.location.search).get('next'));
          if (!next) {
            setVerified(true);
            return;
          }
          toast.success(t('verified', { phone: sentTo.shown }));
          router.replace(next);
        }}
        resend={
          <ResendCode
            remaining={countdown.remaining}
            onResend={async () => {
              await send(sentTo.phoneNumber, sentTo.shown);
              toast.info(t('codeSent', { phone: sentTo.shown }));
            }}
          />
        }
        onOtherNumber={() => setSentTo(null)}
      />
    );
  }

  return <RequestStep accountNumber={phoneToVerify(user)} send={send} />;
}

function RequestStep({
  accountNumber,
  send,
}: {
  accountNumber: string | null;
  send(phoneNumber: string | undefined, shown: string): Promise<void>;
}) {
  const t = useTranslations('accounts.verifyPhone');
  const tFields = useTranslations('fields');
  const language = useLanguage();
  const [otherNumber, setOtherNumber] = useState(accountNumber === null);
  const form = useSchemaForm(verifyPhoneRequest, { shouldUnregister: true });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (otherNumber) form.setFocus('phoneNumber');
  }, [otherNumber, form]);

  const onSubmit = form.handleSubmit(async ({ phoneNumber }) => {
    try {
      await send(phoneNumber, phoneNumber ?? accountNumber ?? '');
    } catch (error) {
      if (!showServerErrors(error, form, language) && otherNumber)
        showKeyOnField(error, form, { PhoneNumberAlreadyInUse: 'phoneNumber' }, language);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {otherNumber ? (
        <>
          {accountNumber === null && <p className="text-slate-700">{t('noNumber')}</p>}
          <TextField
            label={tFields('phoneNumber')}
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
        </>
      ) : (
        <Notice>{t('sendTo', { phone: accountNumber ?? '' })}</Notice>
      )}
      <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
        {t('sendCode')}
      </Button>
      {accountNumber !== null && (
        <Button
          colour="tertiary"
          size="sm"
          className="px-2"
          onClick={() => setOtherNumber((other) => !other)}
        >
          {otherNumber ? t('accountNumber') : t('otherNumber')}
        </Button>
      )}
    </form>
  );
}

function CodeStep({
  shown,
  onVerified,
  onOtherNumber,
  resend,
}: {
  shown: string;
  onVerified(): void;
  onOtherNumber(): void;
  resend: ReactNode;
}) {
  const t = useTranslations('accounts.verifyPhone');
  const language = useLanguage();
  const form = useSchemaForm(verifyPhoneCodeRequest, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request('verifyPhoneCode', { body: values });
    } catch (error) {
      // A wrong code marks the code field too, not only the toast.
      if (!showServerErrors(error, form, language))
        showKeyOnField(error, form, { InvalidOrExpiredCode: 'code' }, language);
      return;
    }
    // docs/product/SPEC.md §7: then reload me. A failed reload was toasted; the number is verified all the same.
    await reloadMe().catch(() => undefined);
    onVerified();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Notice>{t('codeSent', { phone: shown })}</Notice>
      <CodeField error={errors.code?.message} {...form.register('code')} />
      <Button type="submit" fullWidth size="lg" pending={isSubmitting}>
        {t('submit')}
      </Button>
      {resend}
      <Button colour="tertiary" size="sm" className="px-2" onClick={onOtherNumber}>
        {t('otherNumber')}
      </Button>
    </form>
  );
}

function Verified({ phone }: { phone: string }) {
  const t = useTranslations('accounts.verifyPhone');
  return (
    <div className="space-y-5">
      <Notice tone="success">{t('verified', { phone })}</Notice>
      <div className="flex flex-wrap gap-3">
        <Link href="/me/profile" className={buttonClasses('primary', 'md')}>
          {t('toProfile')}
        </Link>
        <Link href="/me/properties/new" className={buttonClasses('secondary', 'md')}>
          {t('addProperty')}
        </Link>
      </div>
    </div>
  );
}
