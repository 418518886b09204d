import { Alert } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { errorMessageOf } from './api-errors';
import { ErrorTextContext } from './form-field';

/** The refusal of the last submit of the `Form` around, if it named no field. */
export const FormFailureContext = createContext<unknown>(null);

/**
 * A form's refusal, where the form wants it: a problem of the whole form (a schema rule with no
 * field, "nothing to update"), the last submit's failure (the server's message), else `error` (a
 * mutation's error, a parent's refusal). Nothing while there is none.
 */
export function FormAlert({ error }: { error?: unknown }) {
  const failure = useContext(FormFailureContext);
  const errorText = useContext(ErrorTextContext);
  const { errors } = useFormState({ control: useFormContext().control });
  // The zod resolver files an issue without a path under '' (a root one set by hand: `root`).
  const whole = (errors as Record<string, { message?: unknown } | undefined>)[''] ?? errors.root;
  const wholeMessage = typeof whole?.message === 'string' ? errorText(whole.message) : null;
  const message = wholeMessage ?? errorMessageOf(failure) ?? errorMessageOf(error);
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
