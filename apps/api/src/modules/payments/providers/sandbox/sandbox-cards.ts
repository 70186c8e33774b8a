/**
 * The sandbox's test cards (issue 17: one succeeds, one is declined, one fails after a delay), the
 * numbers card networks' own test environments use for the same outcomes. Any other number is
 * refused on the page: the sandbox never takes a real card.
 */
export const sandboxCards = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000000341': 'late-failure',
} as const;

export type SandboxCardOutcome = (typeof sandboxCards)[keyof typeof sandboxCards];

/** How long the late-failure card stays "processing" before it fails. */
export const lateFailureMs = 20_000;

/** The outcome of a typed card number (spaces and dashes ignored), or null for any other number. */
export function outcomeOfCard(typed: string): SandboxCardOutcome | null {
  const digits = typed.replace(/[\s-]/g, '');
  return Object.hasOwn(sandboxCards, digits) ? sandboxCards[digits as keyof typeof sandboxCards] : null;
}

export const lastFourOf = (typed: string) => typed.replace(/[\s-]/g, '').slice(-4);

/**
 * How long a checkout's page takes a card, as a gateway's payment session lasts: shorter than the
 * two hours after which the reconciliation fails a checkout nobody paid, so no card is taken for
 * an order already failed; a checkout holds its listings this long (checkout.ts).
 */
export const sandboxCheckoutLifetimeMs = 60 * 60 * 1000;
