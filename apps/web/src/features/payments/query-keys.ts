/** The keys of the payments' server data in the app's QueryClient, in one place. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** GET /api/orders/{id}: one order as /payment shows it (polled while it is being processed). */
  order: (id: string) => ['payments', 'order', id] as const,
  /** GET /api/users/me/orders: /me/orders' pages. */
  mine: ['payments', 'mine'] as const,
};
