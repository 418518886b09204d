import type { z } from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../../_shared/envelope.ts';

/** OpenAPI pieces every route repeats: a JSON body, a success envelope, catalogued errors. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

export function ok<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema: successEnvelopeSchema(schema) } } };
}

export function failure(description: string) {
  return { description, content: { 'application/json': { schema: errorEnvelopeSchema } } };
}

export const bearerAuth = [{ bearerAuth: [] }];
