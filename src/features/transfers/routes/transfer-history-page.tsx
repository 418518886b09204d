import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferHistoryItem } from '@shared/contracts/transfers';
import { paymentPeriodFilters } from '@shared/contracts/payments';
import { Pager } from '@/components/ui/pager';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import { useExportTransferHistoryMutation } from '../api/export-transfer-history';
import { useTransferHistoryQuery } from '../api/list-transfer-history';
import { ListControls } from '../components/list-controls';
import { HistoryDetailDialog } from '../components/history/history-detail-dialog';
import { HistoryTable } from '../components/history/history-table';
import { LoadFailure } from '../components/transfer-parts';
import { useLastLoaded } from '../hooks/use-last-loaded';

/** Riwayat Mutasi (spec §2): completed and rejected transfers in scope, with the export. */
export default function TransferHistoryPage() {
  const { t } = useTranslation('transfers');
  const [params, update] = useUrlParams();
  const filter = {
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), ['all', 'completed', 'rejected'], 'all'),
    period: oneOf(params.get('period'), paymentPeriodFilters, 'all'),
    page: pageOf(params),
  };
  const query = useTransferHistoryQuery(filter);
  const { data, offline, failed } = useLastLoaded(`history:${JSON.stringify(filter)}`, query);
  const exporting = useExportTransferHistoryMutation();
  const [selected, setSelected] = useState<TransferHistoryItem | null>(null);
  const onSearch = useCallback((search: string) => update({ search, page: null }), [update]);
  const pagination = data?.pagination;
  const { page: _page, ...exportFilter } = filter;

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('history.title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              {t('history.title')}
            </Heading>
            <Text color="fg.muted">{t('history.subtitle')}</Text>
          </Box>
          <HStack>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                loading={exporting.isPending && exporting.variables?.format === format}
                onClick={() => exporting.mutate({ format, filter: exportFilter })}
              >
                {t('history.export', { format: format.toUpperCase() })}
              </Button>
            ))}
          </HStack>
        </Flex>
        {exporting.error && (
          <Text color="red.fg" role="alert">
            {exporting.error.message}
          </Text>
        )}
        <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
        <ListControls
          search={filter.search}
          onSearch={onSearch}
          selects={[
            {
              label: t('shared.statusFilter'),
              value: filter.status,
              options: [
                ['all', t('shared.allStatuses')],
                ['completed', t('status.completed')],
                ['rejected', t('status.rejected')],
              ],
              onChange: (status) => update({ status: status === 'all' ? null : status, page: null }),
            },
            {
              label: t('history.periodFilter'),
              value: filter.period,
              options: paymentPeriodFilters.map((p): [string, string] => [p, t(`period.${p}`)]),
              onChange: (period) => update({ period: period === 'all' ? null : period, page: null }),
            },
          ]}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        {data && data.history.length === 0 && <Text color="fg.muted">{t('history.empty')}</Text>}
        {data && data.history.length > 0 && <HistoryTable history={data.history} onSelect={setSelected} />}
        {pagination && pagination.pages > 1 && (
          <Pager
            label={t('history.paginationLabel')}
            summary={t('history.pagination', {
              page: pagination.page,
              pages: pagination.pages,
              total: pagination.total,
            })}
            hasPrevious={pagination.page > 1}
            hasNext={pagination.page < pagination.pages}
            onPrevious={() => update({ page: String(pagination.page - 1) })}
            onNext={() => update({ page: String(pagination.page + 1) })}
          />
        )}
      </Stack>
      <HistoryDetailDialog item={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
