'use client';

import { isAllowed, lifecycleRow, listingLimits, type PropertyResponse } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { UserPending } from '@/shared/auth/UserPending';
import { formatDate } from '@/shared/format/format-price';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { textLinkClasses } from '@/shared/ui/text-link';
import { listingQuery, missingListingKeys } from '../listing-query';
import { PhotoManager } from '../photos/PhotoManager';
import { propertiesApi } from '../properties-api';
import { ListingQuality } from '../quality/ListingQuality';
import { propertyKeys } from '../query-keys';
import { AgencyNotice } from './AgencyNotice';
import { FormSection } from './FormParts';
import { LimitPrompt } from './LimitPrompt';
import { PhonePrompt } from './PhonePrompt';
import { PropertyForm } from './PropertyForm';
import { PublishSection } from './PublishSection';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The listing the form has just created, while the editor opens on it: its photos are the next
 * step, so focus goes there (in memory only: a reload or a later visit opens at the top).
 */
let justCreated: string | null = null;

/**
 * /me/properties/new (no id) and /me/properties/{id}. A user whose phone number is not verified
 * (or whom the api refuses with PhoneNumberNotVerified) sees the prompt to verify it instead; a
 * member of an agency not approved is told above the form that it cannot be published yet.
 */
export function PropertyEditor({ id }: { id?: string }) {
  const user = useAuthStore((state) => state.user);
  const [phoneRefused, setPhoneRefused] = useState(false);
  const onPhoneNotVerified = () => setPhoneRefused(true);

  if (!user) return <UserPending />;
  if (!user.phoneNumberVerified || phoneRefused) return <PhonePrompt />;
  return (
    <div className="space-y-6">
      <AgencyNotice agency={user.agency} />
      {id ? (
        <EditListing id={id} onPhoneNotVerified={onPhoneNotVerified} />
      ) : (
        <NewListing onPhoneNotVerified={onPhoneNotVerified} />
      )}
    </div>
  );
}

function NewListing({ onPhoneNotVerified }: { onPhoneNotVerified(): void }) {
  const t = useTranslations('properties');
  const router = useRouter();
  // The limit is said before the form is filled; if it cannot be read, the form still shows and
  // the api refuses a listing over it (PropertyLimit).
  const room = useQuery({
    queryKey: propertyKeys.limit,
    queryFn: ({ signal }) =>
      propertiesApi.mine({ tab: 'listed', sort: 'newest', q: '' }, 1, 1, { signal, quiet: true }),
    staleTime: 0,
  });
  if (room.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  const limit = room.data?.limit;
  if (limit && limit.used >= limit.max) return <LimitPrompt used={limit.used} max={limit.max} />;
  return (
    <div className="space-y-0 sm:space-y-6">
      <PropertyForm
        onSaved={(saved) => {
          justCreated = saved.id;
          router.replace(`/me/properties/${saved.id}`);
        }}
        onPhoneNotVerified={onPhoneNotVerified}
      />
      <FormSection title={t('photos.title')} testId="photos-section">
        <p className="text-sm text-slate-700">{t('photos.saveFirst')}</p>
      </FormSection>
    </div>
  );
}

function EditListing({ id, onPhoneNotVerified }: { id: string; onPhoneNotVerified(): void }) {
  const t = useTranslations('properties');
  const tCommon = useTranslations('common');
  const queryClient = useQueryClient();
  const validId = uuidPattern.test(id);
  // A listing the form just created is in the cache already: the page opens with it at once.
  const query = useQuery({ ...listingQuery(id), enabled: validId });
  const [dirty, setDirty] = useState(false);
  const [photosNext] = useState(() => justCreated === id);
  useEffect(() => {
    if (justCreated === id) justCreated = null;
  }, [id]);

  // A failed refresh keeps what is shown; a missing listing is gone for good.
  const missing = !validId || (isApiError(query.error) && missingListingKeys.includes(query.error.key));

  if (missing) {
    return (
      <div className="rounded-2xl border border-slate-200 p-6" data-testid="property-not-found">
        <h2 className="text-lg font-semibold text-slate-900">{t('notFound.title')}</h2>
        <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
        <Link href="/me/properties" className={`${textLinkClasses} mt-4 inline-block`}>
          {t('backToList')}
        </Link>
      </div>
    );
  }
  if (!query.data && query.isError && !query.isFetching) {
    return (
      <div className="space-y-4 text-slate-700">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" onClick={() => void query.refetch()}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={tCommon('loading')} className="size-6" />
      </div>
    );
  }

  const listing = query.data;
  const sold = lifecycleRow(listing) === 'sold';
  const update = (next: PropertyResponse) => queryClient.setQueryData(propertyKeys.detail(next.id), next);

  return (
    <div className="space-y-6">
      <StatusLine listing={listing} />
      {listing.quality && !sold && <ListingQuality quality={listing.quality} />}
      {sold && (
        <p
          className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
          role="status"
        >
          {t('soldNotice')}
        </p>
      )}
      <div className="space-y-0 sm:space-y-6">
        <PropertyForm
          listing={listing}
          readOnly={sold}
          onSaved={update}
          onDirtyChange={setDirty}
          onPhoneNotVerified={onPhoneNotVerified}
        />
        <FormSection
          title={t('photos.title')}
          description={t('photos.description', { max: listingLimits.photosMax })}
          testId="photos-section"
          focusOnMount={photosNext}
        >
          <PhotoManager listingId={listing.id} readOnly={sold} />
        </FormSection>
        <FormSection
          title={t('floorPlans.title')}
          description={t('floorPlans.description', { max: listingLimits.floorPlansMax })}
          testId="floor-plans-section"
        >
          <PhotoManager listingId={listing.id} readOnly={sold} kind="floor_plan" />
        </FormSection>
        {isAllowed(listing, 'publish') && (
          <PublishSection listing={listing} dirty={dirty} onPhoneNotVerified={onPhoneNotVerified} />
        )}
      </div>
    </div>
  );
}

/** Where the listing stands: not published, listed until…, hidden, expired, sold. */
function StatusLine({ listing }: { listing: PropertyResponse }) {
  const t = useTranslations('properties');
  const language = useLanguage();
  const state = lifecycleRow(listing);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const text =
    state === 'listed'
      ? t('publish.listed', { date: date(listing.validUntil) })
      : state === 'expired'
        ? t('publish.expired', { date: date(listing.validUntil) })
        : state === 'hidden'
          ? t('publish.hidden')
          : state === 'unpaid'
            ? t('publish.unpaid')
            : null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="property-status">
      <span className="rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
        {t(`status.${state}`)}
      </span>
      {text && <p className="text-sm text-slate-700">{text}</p>}
    </div>
  );
}
