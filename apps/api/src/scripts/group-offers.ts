import { loadConfigOrExit } from '../config.ts';
import { groupEveryListing } from '../modules/listings/index.ts';
import { systemClock } from '../platform/clock/clock.ts';
import { openConfiguredDatabase } from '../platform/db/open-configured.ts';

/**
 * `npm run offers:group-all -w @krov/api`: groups every public listing anew (issue 30, decision 246),
 * for an operator after the matcher's rules changed or a separation was lifted. One transaction;
 * the api may keep running (its regroup jobs wait for the same lock).
 */
const database = await openConfiguredDatabase(loadConfigOrExit());
try {
  const report = await groupEveryListing({ db: database.db, clock: systemClock }, (text) =>
    console.log(text),
  );
  console.log(JSON.stringify(report));
} finally {
  await database.close();
}
