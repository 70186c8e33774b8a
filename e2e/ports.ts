/**
 * Ports of the products the e2e specs start. A second checkout on the same machine runs its own
 * e2e beside this one by setting KROV_E2E_PORT_OFFSET (e.g. 10: the web on 3110, the api on 4110).
 *
 * The specs run in two lanes (playwright.config.ts): each Playwright worker has a product of its
 * own — its own api, web and database — so two spec files run at once without seeing each other's
 * data, and each product still sees one spec at a time, as before. A worker's lane is its
 * TEST_PARALLEL_INDEX (0 or 1; Playwright sets it in the worker, and a restarted worker keeps it).
 */
const offset = Number(process.env.KROV_E2E_PORT_OFFSET ?? 0);

/** How many products (and workers) the e2e run starts. */
export const lanes = 2;

/** The lane of this process: the worker's, or 0 in Playwright's runner. */
export const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % lanes;

/** The ports of one lane's product; lane 1 is 50 above lane 0. */
export function lanePorts(of: number): { webPort: number; apiPort: number } {
  return { webPort: 3100 + offset + of * 50, apiPort: 4100 + offset + of * 50 };
}

/** The product of playwright.config.ts this worker tests. */
export const { webPort, apiPort } = lanePorts(lane);
export const webUrl = `http://localhost:${webPort}`;
/** The api of that product, unless the specs are pointed at another one. */
export const apiUrl = process.env.KROV_E2E_API_URL ?? `http://localhost:${apiPort}`;

/** The product start-restart.spec.ts starts and stops itself. */
export const restartWebPort = 3200 + offset + lane * 50;
export const restartApiPort = 4200 + offset + lane * 50;
