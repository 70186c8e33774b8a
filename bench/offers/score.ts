import type { OfferFacts } from '../../apps/api/src/modules/listings/offers/offer-matcher.ts';
import type { LabelledPair, PairKind } from './labelled-pairs.ts';

/** Precision and recall of a matcher on the labelled set, and what it got wrong by kind. */
export function scoreOf(pairs: readonly LabelledPair[], matches: (a: OfferFacts, b: OfferFacts) => boolean) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const wrongByKind: Partial<Record<PairKind, number>> = {};
  for (const pair of pairs) {
    const said = matches(pair.a, pair.b);
    if (said && pair.same) truePositives += 1;
    if (said && !pair.same) falsePositives += 1;
    if (!said && pair.same) falseNegatives += 1;
    if (said !== pair.same) wrongByKind[pair.kind] = (wrongByKind[pair.kind] ?? 0) + 1;
  }
  return {
    precision: truePositives / Math.max(1, truePositives + falsePositives),
    recall: truePositives / Math.max(1, truePositives + falseNegatives),
    truePositives,
    falsePositives,
    falseNegatives,
    wrongByKind,
  };
}
