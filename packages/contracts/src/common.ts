import { z } from 'zod';
import { errorKeys, validationKeys } from './errors.ts';

export const errorResponse = z.object({
  message: z.enum(errorKeys as [string, ...string[]]),
  validationErrors: z
    .array(
      z.object({
        field: z.string(),
        error: z.enum(validationKeys),
        extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      }),
    )
    .optional(),
});

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
