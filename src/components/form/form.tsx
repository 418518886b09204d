import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormFailureContext } from './form-alert';
import { ErrorTextContext } from './form-field';
import { useFormSubmit, type SubmitHandler } from './use-form-submit';
import { useValidationText } from './use-validation-text';

/**
 * A form on a page (a dialog's is `FormDialog`): its `FormField`s read their errors from `form`,
 * `FormAlert` shows a refusal, and a submit behaves as in every other form (decision 0051).
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onSuccess,
  onInvalid,
  errorText,
  children,
  ...props
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  /** After the promise `onSubmit` returned resolved. */
  onSuccess?: () => void;
  /** After a submit the schema refused (the focus goes to the first invalid field meanwhile). */
  onInvalid?: () => void;
  /** Overrides how error messages become text (default: `validationText`). */
  errorText?: (message: string) => string;
  children: ReactNode;
} & Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'>) {
  const { ref, submit, failure } = useFormSubmit(form, onSubmit, onSuccess, onInvalid);
  return (
    <FormContext form={form} failure={failure} errorText={errorText}>
      <chakra.form ref={ref} noValidate onSubmit={submit} {...props}>
        {children}
      </chakra.form>
    </FormContext>
  );
}

/**
 * What the `FormField`s and the `FormAlert` inside read: the form's state, how a message becomes
 * text (default: `validationText`), and the last submit's refusal.
 */
export function FormContext<TIn extends FieldValues, TOut>({
  form,
  failure,
  errorText,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  failure: unknown;
  errorText?: (message: string) => string;
  children: ReactNode;
}) {
  const validationText = useValidationText();
  return (
    <FormProvider {...form}>
      <ErrorTextContext.Provider value={errorText ?? validationText}>
        <FormFailureContext.Provider value={failure}>{children}</FormFailureContext.Provider>
      </ErrorTextContext.Provider>
    </FormProvider>
  );
}
