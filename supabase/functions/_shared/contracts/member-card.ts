import { z } from 'zod';
import { membershipStatusSchema, membershipTypeSchema } from './members.ts';

/**
 * The digital member card (KTA, issue 13 §6): the member's own card (`GET /profile/card`, its PDF
 * at `GET /profile/card/pdf`) and what its QR link shows to anyone (`GET /member-cards/{token}`).
 */

export const memberCardMessages = {
  noCard: 'validation:memberCard.noCard',
  cardNotFound: 'validation:memberCard.cardNotFound',
} as const;

/** The web app's public verification page of a card: what the QR code holds, after the site URL. */
export function memberCardVerificationPath(token: string): string {
  return `/kta/${token}`;
}

/** `GET /profile/card`: what the card shows, and the link its QR code holds. */
export const memberCardSchema = z.object({
  token: z.guid(),
  /** The association's name (`_shared/association.ts`), which heads the card beside its logo. */
  associationName: z.string(),
  fullName: z.string(),
  /** The NAP as stored (12 digits); shown dotted. */
  nap: z.string(),
  organizationName: z.string(),
  membershipType: membershipTypeSchema,
  membershipStatus: membershipStatusSchema,
  /** "Berlaku sampai": the membership's expiry date, or null when it has none. */
  validUntil: z.string().nullable(),
  /** The photo's object name in `avatars`, or null for the placeholder. */
  profilePhotoPath: z.string().nullable(),
  /** `<site>/kta/<token>`: the public verification page. */
  verificationUrl: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
export const memberCardResultSchema = z.object({ card: memberCardSchema });

export const cardStatuses = ['valid', 'expired', 'suspended', 'inactive'] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** `GET /member-cards/{token}` (public): validity computed now, the name masked, the chapter; no contact data. */
export const cardVerificationSchema = z.strictObject({
  status: z.enum(cardStatuses),
  maskedName: z.string(),
  organizationName: z.string(),
  validUntil: z.string().nullable(),
});
export type CardVerification = z.infer<typeof cardVerificationSchema>;
export const cardVerificationResultSchema = z.object({ verification: cardVerificationSchema });
