import { Dialog, Portal, Stack, Text, type DialogRootProps } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormContext } from './form';
import { FormAlert } from './form-alert';
import { useFormSubmit, type SubmitHandler } from './use-form-submit';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * A form in a dialog (decision 0051): the title, the fields, the refusal, the one footer (cancel,
 * submit). Enter submits; a failed check focuses the first invalid field; while the submit runs the
 * button shows it and a second submit does nothing. When `onSubmit` returns a promise the dialog
 * closes once it resolves and stays open, with the refusal, when it rejects; when it returns
 * nothing, the parent closes it (`open`).
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  form,
  open = true,
  onOpenChange,
  title,
  description,
  submitLabel,
  pendingLabel,
  cancelLabel,
  tone,
  pending = false,
  error,
  onSubmit,
  errorText,
  testId,
  children,
  ...rootProps
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence above the fields. */
  description?: ReactNode;
  /** Without it there is no submit button (the dialog's work is done; only closing is left). */
  submitLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  /** Pending from outside (a parent's mutation), besides the form's own submit. */
  pending?: boolean;
  /** A refusal from outside (a parent's mutation), shown when the last submit's is not. */
  error?: unknown;
  onSubmit: SubmitHandler<TOut>;
  errorText?: (message: string) => string;
  testId?: string;
  children: ReactNode;
} & Pick<DialogRootProps, 'size' | 'scrollBehavior' | 'role' | 'finalFocusEl' | 'initialFocusEl'>) {
  const { t } = useTranslation();
  const { ref, submit, failure, clearFailure } = useFormSubmit(form, onSubmit, () => onOpenChange(false));
  const { reset } = form;
  // Each opening starts from the form's defaults, however the last one ended.
  useEffect(() => {
    if (!open) {
      reset();
      clearFailure();
    }
  }, [open, reset, clearFailure]);

  return (
    <Dialog.Root lazyMount open={open} onOpenChange={(details) => onOpenChange(details.open)} {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={ref} noValidate aria-label={title} data-testid={testId} onSubmit={submit}>
              <DialogHeading title={title} closeLabel={cancelLabel ?? t('actions.cancel')} />
              <Dialog.Body>
                <FormContext form={form} failure={failure} errorText={errorText}>
                  <Stack gap="4">
                    {typeof description === 'string' ? <Text>{description}</Text> : description}
                    {children}
                    <FormAlert error={error} />
                  </Stack>
                </FormContext>
              </Dialog.Body>
              <DialogActions
                submitLabel={submitLabel}
                pendingLabel={pendingLabel}
                pending={pending || form.formState.isSubmitting}
                tone={tone}
                cancelLabel={cancelLabel}
                onCancel={() => onOpenChange(false)}
              />
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
