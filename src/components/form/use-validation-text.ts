import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '@/lib/validation-text';

/** A field error's text: the contracts' keyed messages in the reader's language, anything else as it is. */
export function useValidationText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message: string) => validationText(t, message) ?? message, [t]);
}
