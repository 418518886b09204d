import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validationText } from '@/lib/validation-text';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A contract's keyed message in the reader's language (see `validationText`). */
export function useAuthMessage() {
  // Without suspense: the texts load after the first page (preloadServerTexts), and suspending
  // here would remount the form around it, emptying what the user had typed so far.
  const { t } = useTranslation('validation', { useSuspense: false });
  return useCallback((message: string | undefined) => validationText(t, message), [t]);
}
