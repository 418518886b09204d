import { Alert } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { errorMessageOf } from './api-errors';

/** The refusal of the last submit of the `Form` around, if it named no field. */
export const FormFailureContext = createContext<unknown>(null);

/**
 * A form's refusal (the server's message), where the form wants it: the last submit's failure, else
 * `error` (a mutation's error, a parent's refusal). Nothing while there is none.
 */
export function FormAlert({ error }: { error?: unknown }) {
  const failure = useContext(FormFailureContext);
  const message = errorMessageOf(failure) ?? errorMessageOf(error);
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
