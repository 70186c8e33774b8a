import { z } from 'zod';

/**
 * POST /api/properties/{id}/not-same-property (issue 30, decision 247): the advertiser of a grouped
 * listing says another listing is not the same property.
 */
export const notSamePropertyRequest = z.object({ otherPropertyId: z.uuid() });
export type NotSamePropertyRequest = z.infer<typeof notSamePropertyRequest>;
