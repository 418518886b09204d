import { useEffect, useRef, useState } from 'react';

/**
 * After a failed check of a form, moves the focus to its first invalid field, so that keyboard
 * and screen-reader users land on what to fix (and a long form scrolls there). Call `checked()`
 * after setting the errors.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, checked: () => setAttempt((count) => count + 1) };
}
