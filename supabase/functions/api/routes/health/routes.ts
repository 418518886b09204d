import { createRoute } from '@hono/zod-openapi';
import { healthSchema, readinessSchema } from '../../../_shared/contracts/health.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../../_shared/envelope.ts';

const tags = ['System'];

export const health = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'checkHealth',
  tags,
  summary: 'The API is running (liveness: it does not touch the database)',
  responses: {
    200: {
      description: 'The API is up',
      content: { 'application/json': { schema: successEnvelopeSchema(healthSchema) } },
    },
  },
});

export const readiness = createRoute({
  method: 'get',
  path: '/health/ready',
  operationId: 'checkReadiness',
  tags,
  summary: 'The API can serve requests: PostgreSQL answers (readiness)',
  responses: {
    200: {
      description: 'The database answered',
      content: { 'application/json': { schema: successEnvelopeSchema(readinessSchema) } },
    },
    503: {
      description: 'The database cannot be reached (DATABASE_UNAVAILABLE)',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
  },
});
