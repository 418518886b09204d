import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form validated by a contract's schema: the values the fields hold in, the parsed values out. */
export type ZodForm<S extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** A schema, or a function loading it (`() => import(…)`) where zod must stay out of a page's first load. */
export type SchemaSource<S> = S | (() => Promise<S>);

function resolverOf<S extends z.ZodType<unknown, FieldValues>>(
  source: SchemaSource<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  // zodResolver's overloads cannot infer from a generic schema; the types are the schema's own.
  const resolve = (schema: S) => zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  if (typeof source !== 'function') return resolve(source);
  // The module is fetched on the first check (a submit), then comes from the module cache.
  return async (values, context, options) => resolve(await source())(values, context, options);
}

/**
 * react-hook-form with the zod resolver (decision 0051): errors show after the first submit and
 * clear as the field is corrected. The focus after a failed submit is `Form`'s (the first invalid
 * field in the page's order, which react-hook-form's own focus, by registration order, is not).
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolverOf(schema),
    shouldFocusError: false,
    ...options,
  });
}
