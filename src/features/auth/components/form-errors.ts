import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { authMessages } from '@shared/contracts/auth-messages';

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

const messageKeys = new Map(
  Object.entries(authMessages).map(([key, message]) => [message as string, key as keyof typeof authMessages]),
);

/**
 * The contract's messages are Indonesian (one source of truth with the API); on the English
 * site the known ones are shown translated, anything else as it came.
 */
export function useAuthMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = messageKeys.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
