import { Field } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

/** How a field's error message becomes the text shown (the contracts' messages, translated). */
export const ErrorTextContext = createContext<(message: string) => string>((message) => message);

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
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' && message ? errorText(message) : null;
  return (
    <Field.Root invalid={!!error} required={required} {...rootProps}>
      {label && <Field.Label>{label}</Field.Label>}
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
