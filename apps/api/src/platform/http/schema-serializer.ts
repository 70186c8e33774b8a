import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * A route's answers written by fast-json-stringify, compiled once from the description's zod
 * schemas (through their JSON Schema), instead of the app's default: validate the whole answer
 * with zod, then JSON.stringify it. The shape still holds by construction (only the schema's
 * properties are written, each as its type; a required one missing fails), but enum values and
 * bounds are not checked again: for answers the api builds itself from typed rows, that check
 * cost more than the rest of the request. Measured on a page of 24 listings (68 KB): 2.9 ms for
 * zod + JSON.stringify, 0.14 ms here (docs/decisions/079-search-answer-serializer.md).
 */
export const schemaSerializerCompiler: FastifySerializerCompiler<FastifySchema> = ({ schema, url }) => {
  // Every answer schema of a description is zod (endpoint-route.ts passes them as they are).
  if (!(schema instanceof z.ZodType)) throw new Error(`${url}: an answer schema that is not zod`);
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
