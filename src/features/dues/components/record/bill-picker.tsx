import { Button, Checkbox, Fieldset, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@shared/contracts/bills';
import { formatIdr } from '@/lib/format';
import { useBillsQuery } from '../../api/list-bills';
import { formatPeriod } from '../format-period';
import { WaiveBillDialog } from './waive-bill-dialog';

/** A member's unpaid bills to settle with the recorded payment; officers may also waive one. */
export function BillPicker({
  memberId,
  selected,
  onChange,
  error,
  onWaived,
}: {
  memberId: string;
  selected: ReadonlyMap<string, Bill>;
  onChange: (selected: ReadonlyMap<string, Bill>) => void;
  error?: string;
  onWaived?: (bill: Bill) => void;
}) {
  const { t } = useTranslation('payments');
  const bills = useBillsQuery({ page: 1, status: 'unpaid', memberId });
  const [waiving, setWaiving] = useState<Bill | null>(null);
  const rows = bills.data?.bills ?? [];
  const total = [...selected.values()].reduce((sum, bill) => sum + bill.amount, 0);

  const toggle = (bill: Bill, checked: boolean) => {
    const next = new Map(selected);
    if (checked) next.set(bill.id, bill);
    else next.delete(bill.id);
    onChange(next);
  };

  return (
    <Fieldset.Root invalid={!!error} data-testid="bill-picker">
      <Fieldset.Legend>{t('record.bills')}</Fieldset.Legend>
      <Stack gap="2">
        {bills.isPending && <Skeleton height="10" aria-label={t('record.billsLoading')} />}
        {bills.isError && <Text color="fg.error">{t('record.billsError')}</Text>}
        {bills.isSuccess && rows.length === 0 && <Text color="fg.muted">{t('record.noBills')}</Text>}
        {rows.map((bill) => {
          const period = formatPeriod(bill.periodStart, bill.periodEnd);
          return (
            <HStack key={bill.id} justify="space-between" gap="3">
              <Checkbox.Root
                checked={selected.has(bill.id)}
                disabled={!!bill.pendingPaymentId}
                onCheckedChange={(details) => toggle(bill, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {bill.category} · {period} · {formatIdr(bill.amount)}
                </Checkbox.Label>
              </Checkbox.Root>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => setWaiving(bill)}
                aria-label={t('record.waiveOf', { category: bill.category, period })}
              >
                {t('record.waive')}
              </Button>
            </HStack>
          );
        })}
        {selected.size > 0 && (
          <Text fontWeight="semibold" data-testid="record-total">
            {t('record.total', { amount: formatIdr(total) })}
          </Text>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      {waiving && (
        <WaiveBillDialog
          bill={waiving}
          onClose={() => setWaiving(null)}
          onWaived={(bill) => {
            setWaiving(null);
            toggle(bill, false);
            onWaived?.(bill);
          }}
        />
      )}
    </Fieldset.Root>
  );
}
