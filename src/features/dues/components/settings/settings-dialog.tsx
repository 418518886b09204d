import { Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormContext } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * A settings change in two steps: the form, then "are you sure?" with what will change, since a
 * split or a grace period applies to every member at once. The server's refusal shows on either.
 */
export function SettingsDialog<TIn extends FieldValues, TOut>({
  title,
  testId,
  form,
  confirmationOf,
  pending,
  error,
  onReview,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** What the change will do, for the valid values of the form. */
  confirmationOf: (values: TOut) => string;
  pending: boolean;
  error: unknown;
  /** The form is valid and its confirmation shown (e.g. forget the last refusal). */
  onReview?: () => void;
  /** Saves the values; the parent closes the dialog when it succeeded. */
  onConfirm: (values: TOut) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('dues');
  const [confirmed, setConfirmed] = useState<{ values: TOut } | null>(null);
  const {
    ref,
    submit: review,
    failure,
  } = useFormSubmit(form, (values) => {
    onReview?.();
    setConfirmed({ values });
  });

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              ref={ref}
              noValidate
              aria-label={title}
              data-testid={testId}
              onSubmit={(event) => {
                if (!confirmed) return review(event);
                event.preventDefault();
                onConfirm(confirmed.values);
              }}
            >
              <DialogHeading title={title} closeLabel={t('form.cancel')} />
              <Dialog.Body>
                <FormContext form={form} failure={failure}>
                  <Stack gap="4">
                    <FormAlert error={error} />
                    {confirmed ? (
                      <Text data-testid="settings-confirmation">{confirmationOf(confirmed.values)}</Text>
                    ) : (
                      children
                    )}
                  </Stack>
                </FormContext>
              </Dialog.Body>
              <DialogActions
                cancelLabel={t(confirmed ? 'settings.back' : 'form.cancel')}
                cancelDisabled={!!confirmed && pending}
                onCancel={confirmed ? () => setConfirmed(null) : onClose}
                submitLabel={t(confirmed ? 'settings.confirm' : 'settings.next')}
                pending={pending}
              />
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
