import { Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reasonSchema } from '@shared/contracts/members';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';

/** A confirmation that asks for a reason (deactivate, reactivate, reject); validated like the API. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  tone = 'danger',
  pending,
  serverError,
  onConfirm,
  finalFocusEl,
  label,
}: {
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  confirmLabel: string;
  /** `danger` (deactivate, reject) or `default` (reactivate). */
  tone?: 'danger' | 'default';
  pending: boolean;
  serverError?: string | null;
  /** The parent runs the change and closes the dialog when it succeeded. */
  onConfirm: (reason: string) => void;
  /** The field's label (default "Alasan"), e.g. a note on how an identity was checked. */
  label?: string;
}) {
  const { t } = useTranslation('members');
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });

  return (
    <FormDialog
      form={form}
      role="alertdialog"
      finalFocusEl={finalFocusEl}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      submitLabel={confirmLabel}
      tone={tone}
      pending={pending}
      error={serverError}
      onSubmit={(values) => onConfirm(values.reason)}
    >
      <FormField name="reason" label={label ?? t('form.reason')} required>
        <Textarea {...form.register('reason')} rows={3} />
      </FormField>
    </FormDialog>
  );
}
