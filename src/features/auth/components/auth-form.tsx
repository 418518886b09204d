import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import type { SubmitHandler } from '@/components/form/use-form-submit';
import { isApiError } from '@/lib/api-client';
import { FormAlert } from './form-alert';

/** The server's sentence for a refused submit, or the page's own when it sent none. */
export function refusalText(cause: unknown, fallback: string): string {
  return isApiError(cause) && cause.message ? cause.message : fallback;
}

/**
 * A form of the sign-in, registration and password pages (decision 0051's `Form`): the refusal of
 * the last submit on top (with what to do about it), the fields, the wide submit button, and what
 * follows it.
 */
export function AuthForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  ready = true,
  busy,
  intro,
  failure,
  failureAction,
  submitLabel,
  submitProps,
  footer,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  /** While false (the security check has not passed), a submit does nothing, not even the check of the fields. */
  ready?: boolean;
  busy: boolean;
  /** Above the refusal, e.g. what the step asks for. */
  intro?: ReactNode;
  failure: string | null;
  /** Shown under the refusal, e.g. the way to a new link. */
  failureAction?: ReactNode;
  submitLabel: string;
  /** The submit button is disabled while `busy` unless these say otherwise. */
  submitProps?: ButtonProps;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-busy={busy}
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmitCapture={(event) => {
        if (ready) return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {intro}
      {failure && <FormAlert status="error" title={failure} />}
      {failure && failureAction}
      {children}
      <Button type="submit" size="lg" width="full" disabled={busy} {...submitProps}>
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
