import { createRoute, z } from '@hono/zod-openapi';
import { memberCardResultSchema } from '../../../../_shared/contracts/member-card.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

/*
 * The digital member card (KTA): the member's own card and its PDF; the public answer its QR link
 * gets is routes/member-cards. Validity is computed by public.verify_member_card when asked.
 */

const tags = ['Member card'];

export const ownCard = createRoute({
  method: 'get',
  path: '/profile/card',
  operationId: 'getOwnCard',
  tags,
  summary: "The caller's member card: name, NAP, DPC, type, status, valid until, photo and the QR link",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(memberCardResultSchema, 'The card'),
    401: failure('Not signed in'),
    404: failure('The login has no member record, or the member has no NAP yet'),
  },
});

export const ownCardPdf = createRoute({
  method: 'get',
  path: '/profile/card/pdf',
  operationId: 'downloadOwnCardPdf',
  tags,
  summary: "The caller's member card as a PDF of one ID-1 page (85.6 × 54 mm)",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: { description: 'The card', content: { 'application/pdf': { schema: z.string() } } },
    401: failure('Not signed in'),
    404: failure('The login has no member record, or the member has no NAP yet'),
  },
});
