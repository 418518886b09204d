import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Bill } from '@shared/contracts/bills';
import {
  recordPaymentInputSchema,
  recordedPaymentMethods,
  type PaymentView,
  type RecordPaymentInput,
} from '@shared/contracts/payments';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useValidationText } from '@/components/form/use-validation-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRecordPaymentMutation } from '../../api/record-payment';
import { BillPicker } from './bill-picker';
import { MemberPicker, type PickedMember } from './member-picker';
import { paidAtOf, todayInWib } from './paid-at';

const FUTURE = 'future';

/**
 * The form's text as the API's input, checked with its schema; a missing member and a day after
 * today get the form's own words.
 */
function recordFormSchema(today: string, texts: { memberRequired: string; paidAtFuture: string }) {
  const contract = recordPaymentInputSchema.extend({
    memberId: z.guid(texts.memberRequired),
    paidAt: z
      .string()
      .nullable()
      .refine((value) => value !== FUTURE, { message: texts.paidAtFuture })
      .pipe(recordPaymentInputSchema.shape.paidAt as z.ZodType<string | null | undefined, string | null>),
  });
  return z
    .object({
      memberId: z.string(),
      billIds: z.array(z.string()),
      method: z.string(),
      paidAt: z.string(),
      referenceNumber: z.string(),
      notes: z.string(),
    })
    .transform((typed) => ({
      ...typed,
      paidAt: typed.paidAt > today ? FUTURE : typed.paidAt ? paidAtOf(typed.paidAt, today) : 'invalid',
    }))
    .pipe(
      contract as unknown as z.ZodType<
        z.output<typeof recordPaymentInputSchema>,
        Omit<RecordPaymentInput, 'paidAt' | 'method' | 'referenceNumber' | 'notes'> & {
          paidAt: string | null;
          method: string;
          referenceNumber: string;
          notes: string;
        }
      >,
    );
}

/** An officer records a payment received outside QRIS (spec §7 `POST /dues/payments`). */
export function RecordPaymentDialog({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (payment: PaymentView, memberName: string) => void;
}) {
  const { t } = useTranslation('payments');
  const record = useRecordPaymentMutation();
  const today = todayInWib();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [bills, setBills] = useState<ReadonlyMap<string, Bill>>(new Map());
  const form = useZodForm(
    recordFormSchema(today, { memberRequired: t('record.memberRequired'), paidAtFuture: t('record.paidAtFuture') }),
    {
      defaultValues: { memberId: '', billIds: [], method: 'transfer', paidAt: today, referenceNumber: '', notes: '' },
    },
  );
  const { errors } = useFormState({ control: form.control });
  const errorText = useValidationText();
  const pickerError = (message: unknown) => (typeof message === 'string' ? errorText(message) : undefined);

  const chooseBills = (next: ReadonlyMap<string, Bill>) => {
    setBills(next);
    form.setValue('billIds', [...next.keys()], { shouldValidate: form.formState.isSubmitted });
  };
  const chooseMember = (next: PickedMember | null) => {
    setMember(next);
    form.setValue('memberId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
    chooseBills(new Map());
  };

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      scrollBehavior="inside"
      title={t('record.title')}
      testId="record-payment-form"
      submitLabel={t('record.save')}
      cancelLabel={t('record.cancel')}
      onSubmit={async (input) => onRecorded(await record.mutateAsync(input), member?.name ?? '')}
    >
      <MemberPicker value={member} onChange={chooseMember} error={pickerError(errors.memberId?.message)} />
      {member && (
        <BillPicker
          memberId={member.id}
          selected={bills}
          onChange={chooseBills}
          error={pickerError(errors.billIds?.message ?? errors.billIds?.root?.message)}
        />
      )}
      <FormField name="method" label={t('record.method')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('method')}>
            {recordedPaymentMethods.map((value) => (
              <option key={value} value={value}>
                {t(`method.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField name="paidAt" label={t('record.paidAt')} required>
        <Input type="date" max={today} {...form.register('paidAt')} />
      </FormField>
      <FormField name="referenceNumber" label={t('record.reference')} help={t('record.referenceHelp')}>
        <Input autoComplete="off" {...form.register('referenceNumber')} />
      </FormField>
      <FormField name="notes" label={t('record.notes')}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}
