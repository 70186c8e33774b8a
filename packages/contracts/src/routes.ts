import type { HttpMethod } from './endpoint.ts';
import type { BrowserEndpointName, Endpoints } from './endpoints/all.ts';

/** The method, path and upload field of an endpoint: all a client needs at run time. */
export interface Route {
  method: HttpMethod;
  path: string;
  /** The multipart field of an upload endpoint. */
  upload?: { field: string };
  browser?: false;
}

/** The route table's type: each entry's method and path are exactly its description's. */
export type RouteTable = {
  readonly [Name in BrowserEndpointName]: Pick<Endpoints[Name], 'method' | 'path'> &
    (Endpoints[Name] extends { upload: infer Upload } ? { upload: Upload } : { upload?: undefined });
};

/**
 * The text of routes.generated.ts for these descriptions (scripts/generate-routes.ts writes it):
 * the endpoints the browser calls, those described `browser: false` left out.
 */
export function routeTableSource(descriptions: Readonly<Record<string, Route>>): string {
  const lines = Object.entries(descriptions)
    .filter(([, description]) => description.browser !== false)
    .map(
      ([name, { method, path, upload }]) =>
        `  ${name}: { method: '${method}', path: '${path}'${upload ? `, upload: { field: '${upload.field}' }` : ''} },`,
    );
  return [
    '// Generated from the endpoint descriptions (src/endpoints) by `npm run generate -w @krov/contracts`.',
    '// Do not edit: routes.test.ts fails when this file and the descriptions differ.',
    "import type { RouteTable } from './routes.ts';",
    '',
    '/** Method and path of every endpoint, without its schemas: what the browser needs of them. */',
    'export const routes = {',
    ...lines,
    '} as const satisfies RouteTable;',
    '',
  ].join('\n');
}
