import { Alert, CloseButton, DataList, Dialog, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import type { PaymentListItem } from '@shared/contracts/payments';
import { formatDateTime, formatIdr } from '@/lib/format';
import { useDownloadReceiptMutation } from '../../api/download-receipt';
import { usePaymentQuery } from '../../api/get-payment';
import { ApiErrorAlert } from '../api-error-alert';
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
  const rows = [
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
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payment-detail">
            <Dialog.Header>
              <Dialog.Title>{t('detail.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('detail.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <PaymentStatusBadge status={payment.status} />
                <StatusNotice status={payment.status} />
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map(([key, value]) =>
                    value ? (
                      <DataList.Item key={key}>
                        <DataList.ItemLabel>{t(`detail.${key}`)}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ) : null,
                  )}
                </DataList.Root>
                {view.isPending && <Skeleton height="16" />}
                <ApiErrorAlert title={t('detail.error')} error={view.error ?? receipt.error} />
                {details && <PaymentBillList bills={details.bills} title={t('detail.bills')} />}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('detail.close')}
              onCancel={onClose}
              submitLabel={payment.status === 'completed' ? t('detail.printReceipt') : undefined}
              onSubmit={() => receipt.mutate(payment.id)}
              pending={receipt.isPending}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
