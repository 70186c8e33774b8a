import type { ListingAction, PropertyResponse } from '@krov/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { toast } from '@/shared/ui/toast';
import { propertiesApi } from '../properties-api';
import { propertyKeys } from '../query-keys';

export type CardAction = Exclude<ListingAction, 'edit'>;
/** Actions that cannot be taken back ask first. */
export type Confirming = { listing: PropertyResponse; action: 'delete' | 'markSold' } | null;

type Done =
  `done.${'publish' | 'renew' | 'hide' | 'unhide' | 'markSold' | 'showPrice' | 'hidePrice' | 'delete'}`;

/** Runs one action; answers the toast to show (a payment due, or what was done). */
async function perform(
  listing: PropertyResponse,
  action: CardAction,
): Promise<{ paymentDue: number | null; done: Done }> {
  switch (action) {
    case 'publish':
    case 'renew': {
      const result =
        action === 'publish'
          ? await propertiesApi.publish(listing.id)
          : await propertiesApi.renew(listing.id);
      return { paymentDue: result.paymentDue, done: `done.${action}` };
    }
    case 'hide':
    case 'unhide':
      await propertiesApi.action(listing.id, action);
      return { paymentDue: null, done: `done.${action}` };
    case 'markSold':
      await propertiesApi.action(listing.id, 'markSold');
      return { paymentDue: null, done: 'done.markSold' };
    case 'hidePrice':
      await propertiesApi.hidePrice(listing.id, !listing.hidePrice);
      return { paymentDue: null, done: listing.hidePrice ? 'done.showPrice' : 'done.hidePrice' };
    case 'delete':
      await propertiesApi.remove(listing.id);
      return { paymentDue: null, done: 'done.delete' };
  }
}

/**
 * The actions of the owner's cards and "Renew all": each with its toast, the irreversible ones
 * (delete, mark as sold) after a confirmation. Whatever the answer, the lists are asked again
 * afterwards: they show the api's truth (a refused action is toasted by the api client).
 */
export function useListingActions() {
  const t = useTranslations('myProperties');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: propertyKeys.all });
  const paymentDue = (amount: number) => toast.info(t('paymentDue', { amount: formatKm(amount, language) }));

  const action = useMutation({
    mutationFn: ({ listing, action }: { listing: PropertyResponse; action: CardAction }) =>
      perform(listing, action),
    onSuccess: ({ paymentDue: due, done }) => {
      if (due !== null) paymentDue(due);
      else toast.success(t(done));
    },
    onSettled: async () => {
      setConfirming(null);
      await refresh();
    },
  });

  const renewAll = useMutation({
    mutationFn: () => propertiesApi.renewAll(),
    onSuccess: (result) => {
      if (result.paymentDue !== null) paymentDue(result.paymentDue);
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
