import { z } from 'zod';

/**
 * `schema` with a confirmation field, `confirmPassword`, that must equal `field` (a new password
 * typed twice). It is compared once `field` passed its own rules, so a refused password shows one
 * message, on the password. The schema's own checks (refinements) stay.
 */
export function withConfirmation<S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string, mismatch: string) {
  // safeExtend's types cannot follow a generic shape; the result is the shape plus the confirmation.
  const extended = (schema as z.ZodObject).safeExtend({ confirmPassword: z.string() }) as unknown as z.ZodObject<
    S['shape'] & { confirmPassword: z.ZodString },
    S['_zod']['config']
  >;
  return extended.refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed.confirmPassword === typed[field];
    },
    {
      path: ['confirmPassword'],
      message: mismatch,
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === field),
    },
  );
}
