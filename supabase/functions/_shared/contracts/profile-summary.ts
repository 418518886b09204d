import { z } from 'zod';
import { cardStatuses } from './member-card.ts';
import { membershipStatusSchema } from './members.ts';
import { transferStatuses } from './transfers.ts';

/**
 * `GET /profile/summary` (issue 26 §2): the member's home at the top of Profil Saya, every figure
 * from public.profile_summary() read as the caller. Dates are ISO (YYYY-MM-DD), money whole rupiah.
 */

const count = z.number().int().nonnegative();
const rupiah = z.number().int().nonnegative();

export const profileSummarySchema = z.object({
  membershipStatus: membershipStatusSchema,
  /** The membership's expiry date, or null when it has none (an applicant). */
  validUntil: z.string().nullable(),
  /** Unpaid bills, and among them the arrears: unpaid past their due date (WIB). */
  dues: z.object({ unpaidCount: count, unpaidTotal: rupiah, arrearsCount: count, arrearsTotal: rupiah }),
  /** The unpaid bill due first (overdue or not): the one to pay next; null when nothing is unpaid. */
  nextBill: z
    .object({
      id: z.guid(),
      category: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      dueDate: z.string(),
      amount: rupiah,
      overdue: z.boolean(),
      /** An unexpired pending QRIS attempt that holds it: pay that one instead of opening another. */
      pendingPaymentId: z.guid().nullable(),
    })
    .nullable(),
  /** What the card's QR link answers now (public.verify_member_card); null without a NAP (no card). */
  card: z.object({ status: z.enum(cardStatuses), validUntil: z.string().nullable() }).nullable(),
  /** The member's open transfer request (pending, processing or approved), if any. */
  openTransfer: z
    .object({
      id: z.guid(),
      status: z.enum(transferStatuses),
      targetOrganizationName: z.string(),
      requestedAt: z.string(),
    })
    .nullable(),
  /** Documents (the newest of each kind) that an officer has not verified yet. */
  documentsAwaitingVerification: count,
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const profileSummaryResultSchema = z.object({ summary: profileSummarySchema });
