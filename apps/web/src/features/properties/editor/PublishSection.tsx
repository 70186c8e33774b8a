'use client';

import type { PropertyResponse } from '@krov/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { orderPaymentPath } from '@/shared/payments/start-payment';
import { Button } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';
import { FormSection } from './FormParts';

/**
 * Publishing an unpaid listing. Free (an agency's, or a fee of 0): published at once, then My
 * properties. With a fee the api publishes nothing and says what is due (`paymentDue`): the
 * listing goes on an order (POST /api/orders, publish) and the user to /payment?order={id}; it is
 * published once the payment is settled (docs/decisions/153-payments-on-the-web.md).
 */
export function PublishSection({
  listing,
  dirty,
  onPhoneNotVerified,
}: {
  listing: PropertyResponse;
  dirty: boolean;
  onPhoneNotVerified(): void;
}) {
  const t = useTranslations('properties.publish');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function publish() {
    setPending(true);
    try {
      const result = await propertiesApi.publish(listing.id, { quietErrors: ['PhoneNumberNotVerified'] });
      queryClient.setQueryData(propertyKeys.detail(listing.id), result.property);
      if (result.paymentDue !== null) {
        // The button keeps its spinner until /payment has opened.
        router.push(await orderPaymentPath([{ propertyId: listing.id, action: 'publish' }]));
        return;
      }
      toast.success(t('published'));
      router.push('/me/properties');
    } catch (error) {
      if (isApiError(error) && error.key === 'PhoneNumberNotVerified') onPhoneNotVerified();
      // anything else was toasted by the api client (PropertyLimit, ActionForbidden, …)
      setPending(false);
    }
  }

  return (
    <FormSection title={t('title')} description={t('unpaid')} testId="publish-section">
      <div className="flex flex-wrap items-center gap-4">
        <Button size="lg" pending={pending} disabled={dirty} onClick={() => void publish()}>
          {t('submit')}
        </Button>
        {dirty && <p className="text-sm text-slate-700">{t('saveFirst')}</p>}
      </div>
    </FormSection>
  );
}
