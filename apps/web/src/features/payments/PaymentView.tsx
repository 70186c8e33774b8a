'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { CheckoutPanel } from './CheckoutPanel';
import { isOrderId } from './payment-path';
import type { Order } from './payments-api';
import {
  FailureScreen,
  MissingOrder,
  ProcessingScreen,
  RefundedScreen,
  SuccessScreen,
} from './ResultScreens';
import { useOrder } from './use-order';

type Screen = 'checkout' | 'processing' | 'success' | 'failed' | 'refunded';

/**
 * Which screen an order gets. The browser back from the provider (`return=1`) waits for the api's
 * verdict on a pending order; without it a pending order is offered for payment again (the user
 * cancelled at the provider, or opened it from /me/orders). Paid, failed and refunded orders show
 * their result whenever they are opened (a paid one is the receipt).
 */
export function screenOf(order: Order, returned: boolean): Screen {
  switch (order.status) {
    case 'paid':
      return 'success';
    case 'failed':
      return 'failed';
    case 'refunded':
      return 'refunded';
    case 'pending':
      return returned ? 'processing' : 'checkout';
  }
}

/**
 * /payment?order={id}[&return=1]: one order of the user, read in the browser (the page itself is
 * prerendered). A new order id (after "Try again") starts the view afresh.
 */
export function PaymentView() {
  const params = useSearchParams();
  const id = params.get('order')?.trim() ?? '';
  const returned = params.get('return') === '1';
  if (!isOrderId(id)) return <MissingOrder />;
  return <OrderPayment key={`${id}:${returned}`} id={id} returned={returned} />;
}

function OrderPayment({ id, returned }: { id: string; returned: boolean }) {
  const t = useTranslations('payment');
  const query = useOrder(id, { poll: returned });
  const order = query.data;
  const screen = order ? screenOf(order, returned) : null;
  // One live region for the whole flow, there from the start: processing, then the result, is
  // announced as it changes (the result's heading also takes the focus).
  const announcement = screen && screen !== 'checkout' ? t(`${screen}.title`) : '';
  return (
    <div data-screen={screen ?? 'loading'}>
      <p role="status" aria-live="polite" className="sr-only" data-testid="payment-announcer">
        {announcement}
      </p>
      {order ? <OrderScreen order={order} screen={screen ?? 'checkout'} /> : <NoOrderYet query={query} />}
    </div>
  );
}

function OrderScreen({ order, screen }: { order: Order; screen: Screen }) {
  switch (screen) {
    case 'checkout':
      return <CheckoutPanel order={order} />;
    case 'processing':
      return <ProcessingScreen />;
    case 'success':
      return <SuccessScreen order={order} />;
    case 'failed':
      return <FailureScreen order={order} />;
    case 'refunded':
      return <RefundedScreen order={order} />;
  }
}

/** Before the first answer: loading, the order missing (OrderNotFound), or the load failed. */
function NoOrderYet({ query }: { query: ReturnType<typeof useOrder> }) {
  const t = useTranslations('payment');
  const tCommon = useTranslations('common');
  if (!query.isError) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={t('loading')} className="size-6" />
      </div>
    );
  }
  const { error } = query;
  if (isApiError(error) && (error.key === 'OrderNotFound' || error.status === 404)) return <MissingOrder />;
  return (
    <div className="space-y-4 text-slate-700" data-testid="payment-load-failed">
      <p>{t('loadFailed')}</p>
      <Button colour="secondary" onClick={() => void query.refetch()}>
        {tCommon('tryAgain')}
      </Button>
    </div>
  );
}
