import type { ListingAction, PropertyResponse } from '@krov/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { orderPaymentPath } from '@/shared/payments/start-payment';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';
import { expiredPrivateListings } from './renewal-order';

export type CardAction = Exclude<ListingAction, 'edit'>;
/** Actions that cannot be taken back ask first. */
export type Confirming = { listing: PropertyResponse; action: 'delete' | 'markSold' } | null;

type Done =
  `done.${'publish' | 'renew' | 'hide' | 'unhide' | 'markSold' | 'showPrice' | 'hidePrice' | 'delete'}`;

/**
 * Runs one action; answers the toast to show, or where to pay: with a fee, publishing and renewing
 * change nothing (`paymentDue`), so the listing goes on an order and the user to /payment
 * (docs/decisions/153-payments-on-the-web.md).
 */
async function perform(
  listing: PropertyResponse,
  action: CardAction,
): Promise<{ payAt: string | null; done: Done }> {
  switch (action) {
    case 'publish':
    case 'renew': {
      const result =
        action === 'publish'
          ? await propertiesApi.publish(listing.id)
          : await propertiesApi.renew(listing.id);
      const payAt =
        result.paymentDue === null ? null : await orderPaymentPath([{ propertyId: listing.id, action }]);
      return { payAt, done: `done.${action}` };
    }
    case 'hide':
    case 'unhide':
      await propertiesApi.action(listing.id, action);
      return { payAt: null, done: `done.${action}` };
    case 'markSold':
      await propertiesApi.action(listing.id, 'markSold');
      return { payAt: null, done: 'done.markSold' };
    case 'hidePrice':
      await propertiesApi.hidePrice(listing.id, !listing.hidePrice);
      return { payAt: null, done: listing.hidePrice ? 'done.showPrice' : 'done.hidePrice' };
    case 'delete':
      await propertiesApi.remove(listing.id);
      return { payAt: null, done: 'done.delete' };
  }
}

/** "Renew all": renewed at once when free; with a fee, the listings it would renew go on one order. */
async function renewEverything(): Promise<{ renewed: number; payAt: string | null }> {
  const result = await propertiesApi.renewAll();
  if (result.paymentDue === null) return { renewed: result.renewed, payAt: null };
  const ids = await expiredPrivateListings();
  if (ids.length === 0) return { renewed: 0, payAt: null };
  return {
    renewed: 0,
    payAt: await orderPaymentPath(ids.map((propertyId) => ({ propertyId, action: 'renew' }))),
  };
}

/**
 * The actions of the owner's cards and "Renew all": each with its toast (or, for a fee, the way to
 * /payment), the irreversible ones (delete, mark as sold) after a confirmation. Whatever the
 * answer, the lists are asked again afterwards: they show the api's truth (a refused action is
 * toasted by the api client).
 */
export function useListingActions() {
  const t = useTranslations('myProperties');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: propertyKeys.all });

  const action = useMutation({
    mutationFn: ({ listing, action }: { listing: PropertyResponse; action: CardAction }) =>
      perform(listing, action),
    onSuccess: ({ payAt, done }) => {
      if (payAt !== null) router.push(payAt);
      else toast.success(t(done));
    },
    onSettled: async () => {
      setConfirming(null);
      await refresh();
    },
  });

  const renewAll = useMutation({
    mutationFn: renewEverything,
    onSuccess: (result) => {
      if (result.payAt !== null) router.push(result.payAt);
      else if (result.renewed > 0) toast.success(t('renewAll.done', { count: result.renewed }));
      else toast.info(t('renewAll.none'));
    },
    onSettled: refresh,
  });

  return {
    /** The card and action running now. */
    pending: action.isPending ? action.variables : null,
    confirming,
    cancelConfirming: () => setConfirming(null),
    start(listing: PropertyResponse, cardAction: CardAction) {
      if (cardAction === 'delete' || cardAction === 'markSold')
        setConfirming({ listing, action: cardAction });
      else action.mutate({ listing, action: cardAction });
    },
    confirm() {
      if (confirming) action.mutate({ listing: confirming.listing, action: confirming.action });
    },
    renewingAll: renewAll.isPending,
    renewAll: () => renewAll.mutate(),
  };
}
