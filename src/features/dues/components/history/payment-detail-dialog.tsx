import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DetailDialog, DetailFields } from '@/components/ui/detail-dialog';
import type { PaymentListItem } from '@shared/contracts/payments';
import { formatDateTime, formatIdr } from '@/lib/format';
import { useDownloadReceiptMutation } from '../../api/download-receipt';
import { usePaymentQuery } from '../../api/get-payment';
import { PaymentStatusBadge } from '../payment-status-badge';
import { PaymentBillList } from '../qris/payment-bill-list';
import { formatNap } from '@shared/identifiers';

/** What the status asks of the reader (spec §2 "Payment history"): wait, or try something else. */
function StatusNotice({ status }: { status: PaymentListItem['status'] }) {
  const { t } = useTranslation('payments');
  if (status !== 'pending' && status !== 'failed') return null;
  return (
    <Alert.Root status={status === 'pending' ? 'info' : 'error'} data-testid={`notice-${status}`}>
      <Alert.Indicator />
      <Alert.Title>{t(status === 'pending' ? 'detail.pendingNotice' : 'detail.failedNotice')}</Alert.Title>
    </Alert.Root>
  );
}

/** One payment in full: the row's facts at once, its bills and references once loaded. */
export function PaymentDetailDialog({ payment, onClose }: { payment: PaymentListItem; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const view = usePaymentQuery(payment.id);
  const receipt = useDownloadReceiptMutation();
  const details = view.data?.details;
  const fields = [
    ['member', `${payment.memberName}${payment.memberNAP ? ` · ${formatNap(payment.memberNAP)}` : ''}`],
    ['amount', formatIdr(payment.amount)],
    ['method', t(`method.${payment.paymentMethod}`)],
    ['createdAt', view.data && formatDateTime(view.data.createdAt)],
    ['paidAt', view.data?.paidAt && formatDateTime(view.data.paidAt)],
    ['receiptNumber', payment.receiptNumber],
    ['transactionId', payment.transactionId],
    ['orderId', details?.orderId],
    ['notes', payment.notes],
    ['flag', payment.flag],
  ] as const;
  return (
    <DetailDialog
      onClose={onClose}
      title={t('detail.title')}
      closeLabel={t('detail.close')}
      testId="payment-detail"
      action={
        payment.status === 'completed'
          ? { label: t('detail.printReceipt'), onClick: () => receipt.mutate(payment.id), pending: receipt.isPending }
          : undefined
      }
    >
      <Stack gap="4">
        <PaymentStatusBadge status={payment.status} />
        <StatusNotice status={payment.status} />
        <DetailFields fields={fields} label={(key) => t(`detail.${key}`)} />
        {view.isPending && <Skeleton height="16" />}
        <ApiErrorAlert title={t('detail.error')} error={view.error ?? receipt.error} />
        {details && <PaymentBillList bills={details.bills} title={t('detail.bills')} />}
      </Stack>
    </DetailDialog>
  );
}
