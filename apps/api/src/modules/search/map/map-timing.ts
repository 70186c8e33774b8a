import { type MapQueryInput, mapQuery } from '@krov/contracts';
import { systemClock } from '../../../platform/clock/clock.ts';
import { openDatabase } from '../../../platform/db/database.ts';
import { createPlaces } from '../../places/ports.ts';
import { createMapRepository, type MapRepository } from './map.repository.ts';
import { createMapService } from './map.service.ts';
import { noAgencies } from './map-on-database.ts';

/**
 * Times the map's answers on a database, without HTTP: each scenario's answer time, the time of
 * its SQL, how many queries it made and its size in JSON. For the benchmark of issue 11.
 *
 *   npx tsx apps/api/src/modules/search/map/map-timing.ts postgres://postgres@127.0.0.1:5432/krov_bench [rounds]
 *
 * (A URL that is not postgres:// opens PGlite in that folder.)
 */
export const mapScenarios: Record<string, string> = {
  'Bosnia, zoom 7': 'bbox=15.7,42.5,19.7,45.3&zoom=7',
  'Bosnia, zoom 8, sale flats': 'bbox=15.7,42.5,19.7,45.3&zoom=8&listingType=sell&propertyType=apartment',
  'Sarajevo, zoom 12': 'bbox=18.2,43.76,18.52,43.92&zoom=12',
  'Sarajevo city page, zoom 12': 'bbox=18.2,43.76,18.52,43.92&zoom=12&place=sarajevo',
  'Sarajevo centre, zoom 14': 'bbox=18.37,43.84,18.45,43.87&zoom=14',
  'Sarajevo centre, zoom 16': 'bbox=18.405,43.853,18.425,43.861&zoom=16',
  'Sarajevo, zoom 12, price ≤ 200 000': 'bbox=18.2,43.76,18.52,43.92&zoom=12&priceMax=200000',
};

async function main() {
  const [url = '', roundsText = '30'] = process.argv.slice(2);
  const database = await openDatabase(
    url.startsWith('postgres') ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: url },
  );
  let sqlMs = 0;
  let queries = 0;
  const timed = (repository: MapRepository): MapRepository =>
    Object.fromEntries(
      Object.entries(repository).map(([name, method]) => [
        name,
        async (...args: unknown[]) => {
          const started = performance.now();
          try {
            return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
          } finally {
            sqlMs += performance.now() - started;
            queries += 1;
          }
        },
      ]),
    ) as MapRepository;
  const service = createMapService({
    places: createPlaces(),
    agencies: noAgencies,
    clock: systemClock,
    snapshot: (read) =>
      database.db.transaction((tx) => read(timed(createMapRepository(tx))), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
  });
  const rounds = Number(roundsText);
  for (const [name, query] of Object.entries(mapScenarios)) {
    const parsed = mapQuery.parse(Object.fromEntries(new URLSearchParams(query)) as MapQueryInput);
    const times: number[] = [];
    let answer = await service.map(parsed); // warm
    sqlMs = 0;
    queries = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      answer = await service.map(parsed);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
    console.log(
      `${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; SQL ${(sqlMs / rounds).toFixed(1)} ms in ${queries / rounds} queries; ` +
        `total ${answer.total}, ${answer.clusters.length} clusters, ${answer.pins.length} pins, ${JSON.stringify(answer).length} bytes`,
    );
  }
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
