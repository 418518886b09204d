import { Alert, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentListItem } from '@shared/contracts/payments';
import { Pager } from '@/components/ui/pager';
import { formatIdr, formatNumber } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { usePaymentsQuery } from '../api/list-payments';
import { ApiErrorAlert } from '../components/api-error-alert';
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
  const pagination = payments.data?.pagination;

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
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('history.title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Heading as="h1" size="2xl">
              {t('history.title')}
            </Heading>
            <Text color="fg.muted">{t('history.subtitle')}</Text>
          </Box>
          <HStack gap="2">
            {isOfficer && <PaymentExportButtons filter={filter} onError={setExportError} />}
            {canRecord && (
              <Button size="sm" onClick={() => setRecording(true)}>
                {t('history.recordPayment')}
              </Button>
            )}
          </HStack>
        </Flex>

        {notice && (
          <Alert.Root status="success" role="status" data-testid="payment-notice">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        <ApiErrorAlert title={t('history.exportFailed')} error={exportError} />
        {isOfficer && <DuesStatsTiles />}
        <PaymentFilters filter={filter} onChange={setFilter} />
        <ApiErrorAlert
          title={t('history.error')}
          error={payments.error}
          retryLabel={t('history.retry')}
          onRetry={() => void payments.refetch()}
          testId="payment-error"
        />
        {!payments.isError && (
          <PaymentTable
            payments={payments.data?.payments ?? []}
            loading={payments.isPending}
            busy={payments.isFetching}
            empty={empty}
            onOpen={setOpen}
          />
        )}
        {pagination && pagination.total > 0 && (
          <Pager
            label={t('history.paginationLabel')}
            summary={t('history.pagination', {
              page: pagination.page,
              pages: pagination.pages,
              total: formatNumber(pagination.total),
            })}
            testId="payment-pagination"
            {...pager(pagination)}
          />
        )}
      </Stack>

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
    </Container>
  );
}
