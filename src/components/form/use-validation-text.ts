import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationText } from '@/lib/validation-text';

/**
 * A field error's text: the contracts' keyed messages in the reader's language, anything else as it
 * is. Without suspense: the texts load after the first page (preloadServerTexts), and suspending
 * would remount the form around it, emptying what the user had typed so far; the field shows its
 * text once they are there.
 */
export function useValidationText(): (message: string) => string {
  const { t } = useTranslation(['validation', 'errors'], { useSuspense: false });
  return useCallback((message: string) => validationText(t, message) ?? message, [t]);
}
