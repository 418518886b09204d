import { z } from 'zod';

/** The `{ success, data, error }` envelope every `/api` response uses (ARCHITECTURE §4). */
const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One problem of a refused input: where it is, its Indonesian text, and its translation key. */
export const apiIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/**
 * `message` is Indonesian (spec §8). `key` and `params` name the text of `message` when it is not
 * the code's own (a validation problem, a specific refusal), so a client can show it in its
 * reader's language; `issues` lists every problem of a refused input.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * What a success says to the person (`Pendaftaran diterima…`): Indonesian in `message` (spec §8),
 * and its key in the `notices` namespace so a client shows it in its reader's language.
 */
export const noticeFields = { message: z.string(), key: z.string().optional(), params: messageParamsSchema.optional() };

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: apiErrorSchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type SuccessEnvelope<T> = { success: true; data: T };
