/**
 * Ports of the products the e2e specs start. A second checkout on the same machine runs its own
 * e2e beside this one by setting KROV_E2E_PORT_OFFSET (e.g. 10: the web on 3110, the api on 4110).
 */
const offset = Number(process.env.KROV_E2E_PORT_OFFSET ?? 0);

/** The product of playwright.config.ts. */
export const webPort = 3100 + offset;
export const apiPort = 4100 + offset;
export const webUrl = `http://localhost:${webPort}`;
/** The api of that product, unless the specs are pointed at another one. */
export const apiUrl = process.env.KROV_E2E_API_URL ?? `http://localhost:${apiPort}`;

/** The product start-restart.spec.ts starts and stops itself. */
export const restartWebPort = 3200 + offset;
export const restartApiPort = 4200 + offset;
