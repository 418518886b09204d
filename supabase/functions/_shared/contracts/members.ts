import { z } from 'zod';

/** `GET /members/stats/overview`: member counts within the officer's scope (spec §3 "Member stats"). */
export const memberStatsSchema = z.object({
  totalMembers: z.number().int(),
  activeMembers: z.number().int(),
  pendingMembers: z.number().int(),
  inactiveMembers: z.number().int(),
  expiredMembers: z.number().int(),
  suspendedMembers: z.number().int(),
  recentJoins: z.number().int(),
  legacyMembers: z.number().int(),
  membersByType: z.object({ BIASA: z.number().int(), LUAR_BIASA: z.number().int(), KEHORMATAN: z.number().int() }),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;
