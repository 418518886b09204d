import { createRoute, z } from '@hono/zod-openapi';
import { cardVerificationResultSchema } from '../../../_shared/contracts/member-card.ts';
import { failure, ok } from '../_shared/openapi-helpers.ts';

/** The public answer a member card's QR link gets (the card itself: routes/profile/card). */
const tags = ['Member card'];

export const verifyCard = createRoute({
  method: 'get',
  path: '/member-cards/{token}',
  operationId: 'verifyMemberCard',
  tags,
  summary: 'Public: is this member card valid now? The name masked and the DPC; no contact data',
  request: {
    params: z.object({ token: z.guid().openapi({ param: { name: 'token', in: 'path' } }) }),
  },
  responses: {
    200: ok(cardVerificationResultSchema, 'valid, expired, suspended or inactive'),
    400: failure('Not a card token'),
    404: failure('No card has this token'),
  },
});
