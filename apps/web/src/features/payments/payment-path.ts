import type { OrderItemInput } from '@/shared/payments/start-payment';
import type { Order } from './payments-api';

/** An order's id as the api makes them (a UUID); anything else in ?order= is no order. */
const orderId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string): boolean {
  return orderId.test(value);
}

/** What an order bought, as a new order asks for it again ("Try again" after a failure). */
export function itemsOf(order: Pick<Order, 'items'>): OrderItemInput[] {
  return order.items.map(({ propertyId, action }) => ({ propertyId, action }));
}
