import { useCallback } from 'react';

/**
 * A field error's text. The contracts' messages become keys translated by `validationText`
 * (src/lib/validation-text.ts, issue 25); until then they are shown as they are.
 */
export function useValidationText(): (message: string) => string {
  return useCallback((message: string) => message, []);
}
