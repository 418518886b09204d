import { Alert, DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@shared/contracts/payments';
import { formatDateTime, formatIdr } from '@/lib/format';

/** What the QR code on a printed receipt proves: this payment is settled, by whom, when, how much. */
export function ValidReceiptCard({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const rows = [
    ['receiptNumber', payment.receiptNumber],
    ['amount', formatIdr(payment.amount)],
    ['paidAt', payment.paidAt && formatDateTime(payment.paidAt)],
    ['member', payment.maskedMemberName],
  ] as const;
  return (
    <Alert.Root status="success" role="status" alignItems="start" data-testid="valid-receipt">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title fontSize="lg">{t('public.validReceipt')}</Alert.Title>
        <Alert.Description>{t('public.validReceiptText')}</Alert.Description>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([key, value]) =>
            value ? (
              <DataList.Item key={key}>
                <DataList.ItemLabel>{t(`public.${key}`)}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`receipt-${key}`}>{value}</DataList.ItemValue>
              </DataList.Item>
            ) : null,
          )}
        </DataList.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
