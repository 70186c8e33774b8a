/**
 * `npm exec -- node bench/offers/measure.ts [--write]`: the offer matcher (the api's own code) on the
 * labelled set (seed 30, and seed 31 held out): precision, recall and the errors by kind; with
 * --write, into bench/results/.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  offerThresholds,
  photoDistance,
  sameProperty,
} from '../../apps/api/src/modules/listings/offers/offer-matcher.ts';
import { labelledPairs } from './labelled-pairs.ts';
import { scoreOf } from './score.ts';

const started = performance.now();
const pairs = await labelledPairs();
const hashedMs = performance.now() - started;
const score = scoreOf(pairs, sameProperty);
// The thresholds were chosen on seed 30 (the test's set): another seed's pairs, never looked at
// while choosing, say whether they generalise.
const heldOut = scoreOf(await labelledPairs(31), sameProperty);
const distances = (same: boolean) =>
  pairs
    .filter((pair) => pair.same === same)
    .map((pair) => photoDistance(pair.a.photoHashes, pair.b.photoHashes))
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
const quantiles = (values: number[]) =>
  [0, 0.01, 0.05, 0.5, 0.95, 0.99, 1].map(
    (q) => values[Math.min(values.length - 1, Math.floor(q * values.length))],
  );
const report = {
  pairs: pairs.length,
  thresholds: offerThresholds,
  ...score,
  heldOutSeed31: heldOut,
  photoDistanceQuantiles: {
    q: [0, 0.01, 0.05, 0.5, 0.95, 0.99, 1],
    same: quantiles(distances(true)),
    different: quantiles(distances(false)),
  },
  hashedSeconds: Math.round(hashedMs / 100) / 10,
};
console.log(JSON.stringify(report, null, 2));
if (process.argv.includes('--write')) {
  const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  await writeFile(
    path.join(results, `${new Date().toISOString().slice(0, 10)}-offers-labelled-set.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}
