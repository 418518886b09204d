import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form validated by a contract's schema: the values the fields hold in, the parsed values out. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form with the zod resolver (decision 0051): errors show after the first submit and
 * clear as the field is corrected. The focus after a failed submit is `Form`'s (the first invalid
 * field in the page's order, which react-hook-form's own focus, by registration order, is not).
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot infer from a generic schema; the types are the schema's own.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    shouldFocusError: false,
    ...options,
  });
}
