import { Field } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

/** How a field's error message becomes the text shown (the contracts' messages, translated). */
export const ErrorTextContext = createContext<(message: string) => string>((message) => message);

/** The error's message, or for a list or group of values (`days.2`) the first of its parts'. */
function firstMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, part] of Object.entries(error)) {
    // `ref` is the field's element, `types` the same messages by rule.
    if (key === 'ref' || key === 'types') continue;
    const found = firstMessage(part);
    if (found) return found;
  }
  return null;
}

/**
 * One field of a `Form` or `FormDialog`: Chakra's `Field` with the label, the help text (replaced by
 * the error while there is one) and the field's error from react-hook-form. The control inside gets
 * `aria-invalid` and `aria-errormessage`; the error text is a polite live region.
 */
export function FormField({
  name,
  label,
  help,
  required,
  children,
  ...rootProps
}: {
  /** The field's name in the form (`register(name)`); a nested one with dots. */
  name: string;
  label?: ReactNode;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
} & Omit<Field.RootProps, 'invalid' | 'children' | 'required'>) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const errorText = useContext(ErrorTextContext);
  const message = firstMessage(get(errors, name));
  const error = message ? errorText(message) : null;
  return (
    <Field.Root invalid={!!error} required={required} {...rootProps}>
      {label && <Field.Label>{label}</Field.Label>}
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
