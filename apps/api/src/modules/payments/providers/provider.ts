import type { PaymentProvider } from '@krov/contracts';

/**
 * What the payments module asks of a payment provider (issue 17: "create checkout, verify a
 * notification, query status, refund"), in our own terms: amounts in fening (minor units), the
 * order's number as the provider knows it, no provider vocabulary. Each provider's adapter
 * (sandbox, Monri) maps its wire format to these types; nothing here touches the database.
 */

/** The buyer as the provider's hosted page may show or check them (3-D Secure wants them). */
export interface CheckoutBuyer {
  fullName: string;
  email: string;
  address?: string;
  city?: string;
  zip?: string;
  /** ISO 3166 alpha-2; BA when unknown. */
  country?: string;
  phone?: string;
}

export interface CheckoutRequest {
  /** The order's reference at the provider: unique per checkout, at most 40 characters. */
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** A short text of what is paid, shown on the provider's page. */
  description: string;
  buyer: CheckoutBuyer;
  language: 'bs' | 'en';
  urls: {
    /** Where the browser returns after a payment the provider approved. */
    success: string;
    /** Where the browser returns when the user gives up at the provider. */
    cancel: string;
    /** Where the provider posts its server-to-server notification. */
    notification: string;
  };
}

/** How the web sends the browser to the provider (contracts' checkoutResponse, without 'paid'). */
export type ProviderCheckout =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; method: 'POST'; fields: Record<string, string> };

/** A provider's word on one payment, mapped to our terms; `raw` keeps what it said, for the log. */
export interface ProviderPayment {
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** Only an unambiguous approval of the purchase is true; anything else is not a payment. */
  approved: boolean;
  providerReference: string | null;
  raw: unknown;
}

/**
 * The browser back from the provider. Signed, so a tampered one is refused, but only a hint for
 * the processing screen: the server-to-server notification (or the reconciliation) decides.
 */
export interface ProviderReturn {
  orderNumber: string;
  approved: boolean;
  providerReference: string | null;
  raw: Record<string, string>;
}

/**
 * Why a message was refused before anything was applied:
 * - unsigned: no signature, or one not in the provider's form;
 * - forged: a signature that does not match the message (tampered, or not the provider's key);
 * - malformed: correctly signed, but its content cannot be read as a payment.
 */
export type RefusalReason = 'unsigned' | 'forged' | 'malformed';

export type Verified<T> = { ok: true; value: T } | { ok: false; reason: RefusalReason };

/** A notification exactly as it arrived: headers as Node gives them, the body's raw bytes. */
export interface ProviderNotification {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: Buffer;
}

/**
 * The reconciliation job's answer: the provider knows nothing of the order, or its payment. The
 * answer comes from the provider itself over TLS; its currency is null when the provider's status
 * answer does not name one (the shape of Monri's transaction answers we know does not).
 */
export type ProviderStatus =
  | { found: false }
  | { found: true; payment: Omit<ProviderPayment, 'currency'> & { currency: string | null } };

export type RefundResult =
  | { ok: true; providerReference: string | null; raw: unknown }
  | { ok: false; reason: string; raw: unknown };

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /**
   * How long after a checkout the provider's page may still take a card: the checkout holds its
   * listings against another order's that long (issue 27), so one listing is never paid twice.
   */
  readonly checkoutLifetimeMs: number;
  createCheckout(request: CheckoutRequest): ProviderCheckout | Promise<ProviderCheckout>;
  /** Verifies the signature over the raw bytes first; only then reads the content. */
  verifyNotification(notification: ProviderNotification): Verified<ProviderPayment>;
  /** The browser's return, from the full URL it requested (scheme, host, path and query as sent). */
  verifyReturn?(url: string): Verified<ProviderReturn>;
  /** Rejects on a transport failure (the caller retries later); a clear answer resolves. */
  queryStatus(orderNumber: string): Promise<ProviderStatus>;
  refund(request: { orderNumber: string; amountMinor: number; currency: string }): Promise<RefundResult>;
}
