'use client';

import type { AnswerOf, Endpoints } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { pushServer } from '@/shared/push/push-server';
import { browserPush, forgetPush } from '@/shared/push/push-subscription';
import { useAuthStore } from '@/shared/state/auth-store';
import { logout } from '@/shared/state/logout';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { toast } from '@/shared/ui/toast';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { refreshProfile } from '../profile';
import { agencyKeys } from '../query-keys';
import { isInvitationToken, loginToInvitation, registerToInvitation } from './invitation-paths';

type Outcome = 'declined' | 'gone' | null;
type InvitationPreview = AnswerOf<Endpoints['invitation']>;

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /invitation?token=…: "{agency} invites you ({email}) to join as an agent". A logged-in invitee
 * with that address accepts (then /me/agency) or declines; a logged-out one logs in or registers
 * and comes back here; a token that is unknown, used, revoked or expired (InvitationNotFound)
 * says the invitation is not valid any more.
 */
export function InvitationView() {
  const t = useTranslations('agency.invitation');
  const tCommon = useTranslations('common');
  const token = useSearchParams().get('token')?.trim() ?? '';
  const valid = isInvitationToken(token);
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const preview = useQuery({
    queryKey: agencyKeys.invitation(token),
    queryFn: ({ signal }) => request('invitation', { params: { token } }, { signal, quiet: true }),
    enabled: valid,
    retry: false,
  });

  if (!valid || outcome === 'gone' || notFound(preview.error)) {
    return (
      <State title={t('invalid.title')} testId="invitation-invalid">
        <p>{t('invalid.text')}</p>
        <HomeLink />
      </State>
    );
  }
  if (!hydrated || preview.isPending) {
    return (
      <div className="flex min-h-32 items-center justify-center text-slate-600">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <State title={t('loadFailed')} testId="invitation-failed">
        <Button colour="secondary" onClick={() => void preview.refetch()}>
          {tCommon('tryAgain')}
        </Button>
      </State>
    );
  }
  if (outcome === 'declined') {
    return (
      <State title={t('declined.title')} testId="invitation-declined">
        <p>{t('declined.text', { agency: preview.data.agencyName })}</p>
        <HomeLink />
      </State>
    );
  }
  return <OpenInvitation token={token} invitation={preview.data} onOutcome={setOutcome} />;
}

function OpenInvitation({
  token,
  invitation,
  onOutcome,
}: {
  token: string;
  invitation: InvitationPreview;
  onOutcome(outcome: Outcome): void;
}) {
  const t = useTranslations('agency.invitation');
  const router = useRouter();
  const queryClient = useQueryClient();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const user = useAuthStore((state) => state.user);
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const { agencyName: agency, email } = invitation;

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(choice);
    try {
      if (choice === 'accept') {
        await request('acceptInvitation', { params: { token } }, { quietErrors: ['InvitationNotFound'] });
        toast.success(t('accepted', { agency }));
        await queryClient.invalidateQueries({ queryKey: agencyKeys.all });
        await refreshProfile();
        router.push('/me/agency');
        return;
      }
      await request('declineInvitation', { params: { token } }, { quietErrors: ['InvitationNotFound'] });
      onOutcome('declined');
    } catch (error) {
      if (notFound(error)) onOutcome('gone');
    }
    setBusy(null);
  };

  const invites = <p className="text-lg text-slate-900">{t('invites', { agency, email })}</p>;
  if (!isLoggedIn) {
    return (
      <State testId="invitation-logged-out">
        {invites}
        <p>{t('loggedOut', { email })}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={loginToInvitation(token, email)} className={buttonClasses('primary', 'md')}>
            {t('login')}
          </Link>
          <Link href={registerToInvitation(token, email)} className={buttonClasses('secondary', 'md')}>
            {t('register')}
          </Link>
        </div>
      </State>
    );
  }
  if (!user) {
    return (
      <div className="flex min-h-32 items-center justify-center text-slate-600">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    );
  }
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    const switchAccount = () =>
      void logout({
        callServer: () =>
          forgetPush(browserPush(), pushServer({ quiet: true })).then(() =>
            request('logout', {}, { quiet: true }),
          ),
        navigate: () => {
          router.push(loginToInvitation(token, email));
          router.refresh();
        },
      });
    return (
      <State testId="invitation-other-account">
        {invites}
        <p>{t('otherAccount', { current: user.email, email })}</p>
        <Button colour="secondary" onClick={switchAccount}>
          {t('logout')}
        </Button>
      </State>
    );
  }
  const decline = (
    <Button
      colour="tertiary"
      pending={busy === 'decline'}
      disabled={busy === 'accept'}
      onClick={() => void answer('decline')}
    >
      {t('decline')}
    </Button>
  );
  if (user.agency) {
    return (
      <State testId="invitation-in-agency">
        {invites}
        <p>{t('inAgency', { agency: user.agency.name })}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/me/agency" className={buttonClasses('secondary', 'md')}>
            {t('myAgency')}
          </Link>
          {decline}
        </div>
      </State>
    );
  }
  return (
    <State testId="invitation-open">
      {invites}
      <p>{t('explain')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          pending={busy === 'accept'}
          disabled={busy === 'decline'}
          onClick={() => void answer('accept')}
        >
          {t('accept')}
        </Button>
        {decline}
      </div>
    </State>
  );
}

function State({ title, testId, children }: { title?: string; testId: string; children: ReactNode }) {
  return (
    <div className="space-y-4 text-slate-700" data-testid={testId}>
      {title && <h2 className="text-xl font-semibold text-slate-900">{title}</h2>}
      {children}
    </div>
  );
}

function HomeLink() {
  const t = useTranslations('agency.invitation');
  return (
    <Link href="/" className={buttonClasses('secondary', 'md')}>
      {t('home')}
    </Link>
  );
}
