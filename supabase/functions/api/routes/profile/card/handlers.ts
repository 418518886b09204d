import type { Context } from 'hono';
import {
  memberCardMessages,
  memberCardResultSchema,
  memberCardVerificationPath,
  type MemberCard,
} from '../../../../_shared/contracts/member-card.ts';
import { association } from '../../../../_shared/association.ts';
import { cardFace } from '../../../../_shared/member-card/card-face.ts';
import { buildMemberCardPdf, type CardPhoto } from '../../../../_shared/member-card/member-card-pdf.ts';
import type { AppEnv } from '../../../app-env.ts';
import { AppError } from '../../../errors.ts';
import { fetchOwnPhoto } from '../../_shared/own-photo.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** The caller's card, or 404 when the login has no member row or the member no NAP yet. */
async function loadOwnCard(c: Context<AppEnv>): Promise<MemberCard> {
  const card = await asRequestCaller(c, (tx) => queries.ownCard(tx));
  if (!card) throw new AppError('MEMBER_NOT_FOUND', memberCardMessages.noCard);
  return {
    ...card,
    associationName: association.name,
    verificationUrl: `${c.var.deps.config.siteUrl}${memberCardVerificationPath(card.token)}`,
  };
}

export const ownCard: AppRouteHandler<typeof routes.ownCard> = async (c) => {
  const card = await loadOwnCard(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: memberCardResultSchema.parse({ card }) }, 200);
};

export const ownCardPdf: AppRouteHandler<typeof routes.ownCardPdf> = async (c) => {
  const card = await loadOwnCard(c);
  const photo = card.profilePhotoPath ? await ownPhoto(c, card.profilePhotoPath) : undefined;
  const pdf = await buildMemberCardPdf({ face: cardFace(card), photo, madeAt: new Date() });
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="kta-${card.nap}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
};

/**
 * The photo named on the card, as the member's own session may read it. A photo that cannot be
 * had leaves the placeholder: the card still prints (and so it does for one the PDF must not
 * decode, decision 0047).
 */
async function ownPhoto(c: Context<AppEnv>, path: string): Promise<CardPhoto | undefined> {
  const fetched = await fetchOwnPhoto(c, path);
  if (!fetched.ok) {
    c.var.deps.log('member card: photo not available', { status: fetched.status });
    return undefined;
  }
  return { bytes: fetched.bytes, type: path.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
