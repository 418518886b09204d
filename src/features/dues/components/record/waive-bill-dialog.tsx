import { Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { waiveBillInputSchema, type Bill } from '@shared/contracts/bills';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatIdr } from '@/lib/format';
import { useWaiveBillMutation } from '../../api/waive-bill';
import { formatPeriod } from '../format-period';

/** Waive one unpaid bill, with the reason the audit trail keeps. */
export function WaiveBillDialog({
  bill,
  onClose,
  onWaived,
}: {
  bill: Bill;
  onClose: () => void;
  onWaived: (bill: Bill) => void;
}) {
  const { t } = useTranslation('payments');
  const waive = useWaiveBillMutation();
  const form = useZodForm(waiveBillInputSchema, { defaultValues: { reason: '' } });
  const period = formatPeriod(bill.periodStart, bill.periodEnd);

  return (
    <FormDialog
      form={form}
      role="alertdialog"
      onOpenChange={(open) => !open && onClose()}
      title={t('waive.title')}
      description={<Text>{t('waive.text', { category: bill.category, period, amount: formatIdr(bill.amount) })}</Text>}
      submitLabel={t('waive.confirm')}
      tone="danger"
      onSubmit={async ({ reason }) => onWaived(await waive.mutateAsync({ id: bill.id, reason }))}
    >
      <FormField name="reason" label={t('waive.reason')} required>
        <Textarea {...form.register('reason')} rows={3} />
      </FormField>
    </FormDialog>
  );
}
