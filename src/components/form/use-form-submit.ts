import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiError } from './api-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** What a form does with valid values: a promise (a mutation's `mutateAsync`) or nothing. */
export type SubmitHandler<T> = (values: T) => Promise<unknown> | void;

/**
 * The submit of `Form` and `FormDialog`: validates with the form's resolver, calls `onValid` once
 * (a second Enter while it runs does nothing), moves the focus to the first invalid field, puts a
 * refusal's field issues on their fields and keeps any other refusal as `failure`. `onSuccess` runs
 * when the promise `onValid` returned resolves.
 */
export function useFormSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  onValid: SubmitHandler<TOut>,
  onSuccess?: () => void,
  onInvalid?: () => void,
) {
  const { ref, checked } = useFocusFirstInvalid<HTMLFormElement>();
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A dialog's form is portalled out of a page's form in the DOM, but not in React's tree.
    event.stopPropagation();
    if (running.current) return;
    running.current = true;
    const run = form.handleSubmit(
      async (values) => {
        setFailure(null);
        try {
          const result = onValid(values);
          if (result instanceof Promise) {
            await result;
            onSuccess?.();
          }
        } catch (error) {
          if (applyApiError(form, error)) checked();
          else setFailure(error);
        }
      },
      () => {
        onInvalid?.();
        checked();
      },
    );
    void run(event).finally(() => {
      running.current = false;
    });
  };

  const clearFailure = useCallback(() => setFailure(null), []);
  return { ref, submit, failure, clearFailure };
}
