import { z } from 'zod';
import { polygonLimits, readPolygon } from './polygon-shape.ts';

/**
 * A drawn area (issue 31, "Search your way"): `lng lat,lng lat,…` in degrees, 3 to 100 corners,
 * closed automatically (a last corner equal to the first is dropped). A listing inside it or on its
 * edge matches. The search, the map and saved searches take it; the web's URL carries it as is.
 * The shape's functions live in polygon-shape.ts (no zod, for the browser: decision 094).
 */
export {
  formatPolygon,
  type Polygon,
  type PolygonPoint,
  parsePolygon,
  polygonBBox,
  polygonLimits,
} from './polygon-shape.ts';

/** The query's and the saved search's `polygon`: refused with `Invalid` and what it must be. */
export const polygonField = z
  .string()
  .trim()
  .max(polygonLimits.textMax)
  .transform((raw, ctx) => {
    const points = readPolygon(raw);
    if (!points) {
      const { pointsMin, pointsMax } = polygonLimits;
      ctx.addIssue({
        code: 'custom',
        params: { key: 'Invalid', extra: { format: 'lng lat,lng lat,…', pointsMin, pointsMax } },
      });
      return z.NEVER;
    }
    return points;
  });
