import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@/components/form/form';
import { isApiError } from '@/lib/api-client';
import { FormAlert } from './form-alert';
import { SecurityCheckField } from './security-check-field';
import type { SecurityCheck } from './use-security-check';

/**
 * A form of the sign-in, registration and password pages (decision 0051's `Form`): the fields,
 * the security check when the form has one, the wide submit button ("Memproses..." while it runs),
 * and above them the refusal of the last submit (with what to do about it).
 *
 * With a security check (spec §4) the button waits until it passes, a submit before does nothing
 * (not even the check of the fields), its token goes with the values, and a refused submit starts
 * a new check: the token was spent.
 */
export function AuthForm<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  check,
  refusal,
  failureAction,
  intro,
  submitLabel,
  submitProps,
  footer,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Sends the checked values; a rejection is the refusal shown above the form. */
  onSubmit: (values: TOut) => Promise<unknown>;
  check?: SecurityCheck;
  /** The text of a refusal: the server's sentence or else this one, or a function of the refusal. */
  refusal: string | ((cause: unknown) => string);
  /** Shown under the refusal, e.g. the way to a new link. */
  failureAction?: (cause: unknown) => ReactNode;
  /** Above the refusal, e.g. what the step asks for. */
  intro?: ReactNode;
  submitLabel: string;
  submitProps?: ButtonProps;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<{ cause: unknown } | null>(null);
  const waiting = !!check && check.status !== 'verified';
  const busy = form.formState.isSubmitting;

  async function submit(values: TOut) {
    setFailure(null);
    try {
      await onSubmit(check ? { ...values, turnstileToken: check.token ?? undefined } : values);
    } catch (cause) {
      setFailure({ cause });
      check?.reset();
    }
  }

  const failureText =
    failure &&
    (typeof refusal === 'function'
      ? refusal(failure.cause)
      : isApiError(failure.cause) && failure.cause.message
        ? failure.cause.message
        : refusal);

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-busy={busy}
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmitCapture={(event) => {
        if (!waiting) return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {intro}
      {failureText && <FormAlert status="error" title={failureText} />}
      {failure && failureAction?.(failure.cause)}
      {children}
      {check && <SecurityCheckField check={check} />}
      <Button type="submit" size="lg" width="full" disabled={busy || waiting} {...submitProps}>
        {busy ? t('common.processing') : waiting ? t('login.submitWaiting') : submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
