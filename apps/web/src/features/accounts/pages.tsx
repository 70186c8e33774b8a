import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { textLinkClasses } from '@/shared/ui/text-link';
import { AccountLink } from './AccountLink';
import { AccountPage } from './AccountPage';
import { profileMessages, sessionEndMessages } from './client-messages';
import { EndSessionView } from './EndSessionView';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { LoginForm } from './LoginForm';
import { LoginReason } from './LoginReason';
import { ProfileView } from './profile/ProfileView';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailForm } from './VerifyEmailForm';
import { VerifyPhoneFlow } from './VerifyPhoneFlow';

/*
 * The account pages' server parts: the static frame, heading and texts in the request's language
 * (the route calls enterLocale first), with the client forms inside. Nothing here reads the
 * request, so every page is prerendered once per language; the query (?email, ?next) is read by
 * the forms in the browser.
 */

/** Account pages are for people, not search results. */
const notIndexed = { index: false, follow: true } as const;

export async function accountMetadata(
  locale: string,
  page: 'login' | 'register' | 'forgotPassword' | 'verifyEmail' | 'verifyPhone',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `accounts.${page}` });
  return { title: t('title'), robots: notIndexed };
}

export async function profileMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'profile' });
  return { title: t('title'), robots: notIndexed };
}

export async function LoginPage() {
  const t = await getTranslations('accounts.login');
  return (
    <AccountPage
      title={t('title')}
      description={t('description')}
      footer={
        <p>
          {t('noAccount')} <AccountLink to="/register">{t('register')}</AccountLink>
        </p>
      }
    >
      {/* The reason is in the query: read in the browser, so the page itself stays static. */}
      <Suspense fallback={null}>
        <LoginReason />
      </Suspense>
      <LoginForm />
    </AccountPage>
  );
}

export async function RegisterPage() {
  const t = await getTranslations('accounts.register');
  return (
    <AccountPage
      title={t('title')}
      description={t('description')}
      footer={
        <p>
          {t('haveAccount')} <AccountLink to="/login">{t('login')}</AccountLink>
        </p>
      }
    >
      <RegisterForm />
      <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <p>{t('legalNotice')}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/legal/terms" className={textLinkClasses}>
            {t('terms')}
          </Link>
          <Link href="/legal/privacy" className={textLinkClasses}>
            {t('privacy')}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}

/** The footer of the pages a visitor reaches on the way to logging in (keeping where they were going). */
function BackToLogin({ label }: { label: string }) {
  return (
    <p>
      <AccountLink to="/login">{label}</AccountLink>
    </p>
  );
}

export async function VerifyEmailPage() {
  const t = await getTranslations('accounts.verifyEmail');
  return (
    <AccountPage title={t('title')} footer={<BackToLogin label={t('backToLogin')} />}>
      <VerifyEmailForm />
    </AccountPage>
  );
}

export async function ForgotPasswordPage() {
  const t = await getTranslations('accounts.forgotPassword');
  return (
    <AccountPage title={t('title')} footer={<BackToLogin label={t('backToLogin')} />}>
      <ForgotPasswordFlow />
    </AccountPage>
  );
}

export async function VerifyPhonePage() {
  const t = await getTranslations('accounts.verifyPhone');
  return (
    <AccountPage title={t('title')} description={t('description')}>
      <RequireLogin>
        <VerifyPhoneFlow />
      </RequireLogin>
    </AccountPage>
  );
}

export async function ProfilePage() {
  const t = await getTranslations('profile');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={profileMessages}>
          <RequireLogin>
            {/* The passkeys' list is server data (TanStack Query). */}
            <QueryProvider>
              <ProfileView />
            </QueryProvider>
          </RequireLogin>
        </ClientMessages>
      </div>
    </div>
  );
}

export async function sessionEndMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'accounts.sessionEnd' });
  return { title: t('title'), robots: notIndexed };
}

/** /session/end, server part: the frame and the h1; the token is read in the browser. */
export async function SessionEndPage() {
  const t = await getTranslations('accounts.sessionEnd');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('description')}</p>
        <div className="mt-6">
          <ClientMessages texts={sessionEndMessages}>
            <Suspense fallback={null}>
              <EndSessionView />
            </Suspense>
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
