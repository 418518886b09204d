import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentListItem } from '@shared/contracts/payments';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { SuccessNotice } from '@/components/ui/success-notice';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatIdr } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { usePaymentsQuery } from '../api/list-payments';
import { DuesStatsTiles } from '../components/history/dues-stats-tiles';
import { PaymentDetailDialog } from '../components/history/payment-detail-dialog';
import { PaymentExportButtons } from '../components/history/payment-export-buttons';
import { PaymentFilters } from '../components/history/payment-filters';
import { PaymentTable } from '../components/history/payment-table';
import { RecordPaymentDialog } from '../components/record/record-payment-dialog';
import { usePaymentFilters } from '../hooks/use-payment-filters';

/**
 * The payment history (spec §2): `/dashboard/dues/history`, `/payments`, `/dashboard/payments`.
 * Members see their own payments; officers their scope, its totals, the export and "Catat Pembayaran".
 */
export default function PaymentHistoryPage() {
  const { t } = useTranslation('payments');
  const { filter, filtered, setFilter, clear, pager } = usePaymentFilters();
  const payments = usePaymentsQuery(filter);
  const isOfficer = useHasPermission('payments.view');
  const canRecord = useHasPermission('payments.create');
  const [open, setOpen] = useState<PaymentListItem | null>(null);
  const [recording, setRecording] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportError, setExportError] = useState<Error | null>(null);

  const empty = (
    <FilteredListEmpty
      filtered={filtered}
      title={t(filtered ? 'history.emptyFiltered' : 'history.empty')}
      hint={t(filtered ? 'history.emptyFilteredHint' : 'history.emptyHint')}
      clearText={t('history.clearFilters')}
      onClear={clear}
    />
  );

  return (
    <ListPage
      title={t('history.title')}
      subtitle={t('history.subtitle')}
      actions={
        <>
          {isOfficer && <PaymentExportButtons filter={filter} onError={setExportError} />}
          {canRecord && (
            <Button size="sm" onClick={() => setRecording(true)}>
              {t('history.recordPayment')}
            </Button>
          )}
        </>
      }
      pager={{
        info: payments.data?.pagination,
        label: t('history.paginationLabel'),
        summary: (figures) => t('history.pagination', figures),
        buttons: pager,
        testId: 'payment-pagination',
      }}
      dialogs={
        <>
          {open && <PaymentDetailDialog payment={open} onClose={() => setOpen(null)} />}
          {recording && (
            <RecordPaymentDialog
              onClose={() => setRecording(false)}
              onRecorded={(payment, name) => {
                setRecording(false);
                setNotice(t('history.recorded', { amount: formatIdr(payment.amount), name }));
              }}
            />
          )}
        </>
      }
    >
      <SuccessNotice text={notice} testId="payment-notice" />
      <ApiErrorAlert title={t('history.exportFailed')} error={exportError} />
      {isOfficer && <DuesStatsTiles />}
      <PaymentFilters filter={filter} onChange={setFilter} />
      <PaymentTable payments={payments.data?.payments ?? []} {...tableState(payments)} empty={empty} onOpen={setOpen} />
    </ListPage>
  );
}
