import type { Language, OrderResponse } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import type { NotificationParams } from '../notifications/ports.ts';

/**
 * What payments sell (issue 28, 1; decision 185): product kinds, each registered by the module that
 * sells it (listings: `listing.publish`, `listing.renew`; the agency invoices: `agency.invoice`).
 * An order is lines of kinds; payments price, settle, refund, answer and describe an order by
 * asking each line's kind, and never read a selling module's tables or code.
 */

/** What a line recorded of its subject when it was priced (a listing's type and address). */
export type LineSnapshot = Readonly<Record<string, string | number | boolean | null>>;

/** One line of an order, as stored (order_lines). */
export interface OrderLine {
  /** Its place in the order, as the buyer listed them, from 0. */
  position: number;
  kind: string;
  /** What the line is about: a listing's id, an invoice's id. */
  subjectId: string;
  /** How many days it buys; null for a kind that buys no period (an invoice). */
  days: number | null;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
  snapshot: LineSnapshot;
  /** When settlement applied it; null while not paid, or when it could not be. */
  appliedAt: Date | null;
}

/** A line priced by its kind: what the order stores of it. */
export interface QuotedLine {
  subjectId: string;
  days: number | null;
  quantity: number;
  unitPriceMinor: number;
  snapshot: LineSnapshot;
}

/** What a kind did in a transaction, and what it does once that transaction committed. */
export interface KindOutcome {
  /** The positions of the lines it applied. */
  applied: readonly number[];
  afterCommit?: () => Promise<void>;
}

/**
 * A line as the order's answer shows it: one of its `items`, or the invoice it pays; null for a
 * kind the answer has no place for yet (a kind sold later brings its place in the contract).
 */
export type LineAnswer = { item: OrderResponse['items'][number] } | { invoiceId: string } | null;

/** A line of the payment's receipt (the e-mail's table); null for a kind that shows none. */
export type ReceiptLine = NonNullable<NotificationParams['receipt']>['lines'][number];

export interface ProductKind {
  readonly kind: string;
  /**
   * Prices lines of this kind for the user before any money moves; throws the AppError the api
   * answers when the user may not buy one. At checkout the stored snapshot is given: the kind says
   * what it is now (and what it keeps of the stored one).
   */
  quote(
    userId: string,
    lines: readonly { subjectId: string; snapshot?: LineSnapshot }[],
  ): Promise<QuotedLine[]>;
  /** Whether checkout quotes the lines again (a listing may have changed since the order was made). */
  readonly recheckAtCheckout: boolean;
  /**
   * The kinds whose line in another order at a provider holds the same subject: while it does,
   * this one's checkout is PaymentInProgress (paying twice for one publication is refused).
   */
  readonly heldWith: readonly string[];
  /** Whether an order holding this kind takes a coupon. */
  readonly takesCoupon: boolean;
  /** Where the buyer is sent when the payment is received. */
  readonly paidLink: string;
  /** Applies the paid lines in the settling transaction; a line that no longer applies is left out. */
  applyIn(tx: Database, userId: string, lines: readonly OrderLine[], now: Date): Promise<KindOutcome>;
  /** Takes back the applied lines of a refunded order, in the refund's transaction. */
  withdrawIn(tx: Database, userId: string, lines: readonly OrderLine[], now: Date): Promise<KindOutcome>;
  /** The line in a few words for the provider's page, in the buyer's language; '' says nothing. */
  describe(line: OrderLine, language: Language): string;
  answer(line: OrderLine): LineAnswer;
  receipt(line: OrderLine): ReceiptLine | null;
}

/** A line asked for: a kind and its subject (the snapshot stored, when quoted again). */
export interface LineRequest {
  kind: string;
  subjectId: string;
  snapshot?: LineSnapshot;
}

/** The kinds payments sell, by name. A kind registered twice, or a line of an unknown kind, is a bug. */
export function createProductRegistry(kinds: readonly ProductKind[]) {
  const byName = new Map<string, ProductKind>();
  for (const kind of kinds) {
    if (byName.has(kind.kind)) throw new Error(`the product kind ${kind.kind} is registered twice`);
    byName.set(kind.kind, kind);
  }

  function kindOf(name: string): ProductKind {
    const kind = byName.get(name);
    if (!kind) throw new Error(`no product kind ${name} is registered`);
    return kind;
  }

  /** The lines by kind, the kinds in the order their first line comes. */
  function byKind<Line extends { kind: string }>(lines: readonly Line[]): [ProductKind, Line[]][] {
    const groups = new Map<string, Line[]>();
    for (const line of lines) groups.set(line.kind, [...(groups.get(line.kind) ?? []), line]);
    return [...groups].map(([name, group]) => [kindOf(name), group]);
  }

  return {
    kinds: [...byName.values()],
    kindOf,
    byKind,

    /**
     * Prices the lines asked for, kind by kind, in the order asked. A subject twice under one kind
     * is refused (the same listing under two kinds is two lines: renewed and promoted).
     */
    async quote(
      userId: string,
      requests: readonly LineRequest[],
    ): Promise<(QuotedLine & { kind: string })[]> {
      const keys = new Set(requests.map((request) => `${request.kind}\u0000${request.subjectId}`));
      if (keys.size !== requests.length) throw new Error('a subject is asked for twice under one kind');
      const quoted = new Map<LineRequest, QuotedLine>();
      for (const [kind, group] of byKind(requests)) {
        const lines = await kind.quote(userId, group);
        for (const [index, request] of group.entries()) quoted.set(request, lines[index] as QuotedLine);
      }
      return requests.map((request) => ({ kind: request.kind, ...(quoted.get(request) as QuotedLine) }));
    },

    /** Applies (or withdraws) each kind's lines in `tx`: the positions applied, the work after the commit. */
    async runIn(
      step: 'applyIn' | 'withdrawIn',
      tx: Database,
      userId: string,
      lines: readonly OrderLine[],
      now: Date,
    ): Promise<{ applied: number[]; afterCommit: () => Promise<void> }> {
      const applied: number[] = [];
      const after: (() => Promise<void>)[] = [];
      for (const [kind, group] of byKind(lines)) {
        const outcome = await kind[step](tx, userId, group, now);
        applied.push(...outcome.applied);
        if (outcome.afterCommit) after.push(outcome.afterCommit);
      }
      return {
        applied,
        afterCommit: async () => {
          for (const each of after) await each();
        },
      };
    },
  };
}

export type ProductRegistry = ReturnType<typeof createProductRegistry>;

/** A snapshot compared by its contents, whatever the order of its keys (jsonb keeps its own). */
const sameSnapshot = (a: LineSnapshot, b: LineSnapshot) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * An order's lines priced again (checkout): `quoted` are the `rechecked` lines as their kinds quote
 * them now. Null when each is as stored, else every line with its snapshot, unit price and amount
 * now (the others as stored), for the order to be priced again (issue 27).
 */
export function repricedLines(
  stored: readonly OrderLine[],
  rechecked: readonly OrderLine[],
  quoted: readonly QuotedLine[],
): Pick<OrderLine, 'position' | 'snapshot' | 'unitPriceMinor' | 'amountMinor'>[] | null {
  const now = new Map(rechecked.map((line, index) => [line.position, quoted[index] as QuotedLine]));
  const same = rechecked.every((line) => {
    const again = now.get(line.position) as QuotedLine;
    return again.unitPriceMinor === line.unitPriceMinor && sameSnapshot(again.snapshot, line.snapshot);
  });
  if (same) return null;
  return stored.map((line) => {
    const again = now.get(line.position);
    if (!again) return line;
    return {
      position: line.position,
      snapshot: again.snapshot,
      unitPriceMinor: again.unitPriceMinor,
      amountMinor: line.quantity * again.unitPriceMinor,
    };
  });
}
