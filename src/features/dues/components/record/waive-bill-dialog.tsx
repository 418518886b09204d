import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waiveBillInputSchema, type Bill } from '@shared/contracts/bills';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const period = formatPeriod(bill.periodStart, bill.periodEnd);

  const confirm = () => {
    const parsed = waiveBillInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    waive.mutate({ id: bill.id, reason: parsed.data.reason }, { onSuccess: onWaived });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('waive.title')}
      text={
        <Stack gap="3">
          <Text>{t('waive.text', { category: bill.category, period, amount: formatIdr(bill.amount) })}</Text>
          <Field.Root invalid={!!error} required>
            <Field.Label>{t('waive.reason')}</Field.Label>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      }
      confirmLabel={t('waive.confirm')}
      tone="danger"
      pending={waive.isPending}
      error={waive.error?.message}
      onConfirm={confirm}
    />
  );
}
