/**
 * An order's number at the provider: its id without dashes (32 of 0-9a-f), within Monri's 40
 * characters of A-Z a-z 0-9 - _ and one checkout per order (a retry is a new order, decision 150).
 */
export const orderNumberOf = (orderId: string) => orderId.replaceAll('-', '');

/** The order id of a provider's order number, or null when it is not one of ours. */
export function orderIdOf(orderNumber: string): string | null {
  const hex = orderNumber.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
