import {
  Box,
  Button,
  CloseButton,
  Container,
  DataList,
  Dialog,
  Flex,
  Heading,
  HStack,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationHistoryItem } from '@shared/contracts/mutations';
import { paymentPeriodFilters } from '@shared/contracts/payments';
import { formatNap } from '@shared/identifiers';
import { Pager } from '@/components/ui/pager';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import { useExportHistoryMutation, useHistoryQuery } from '../api/mutations-api';
import { ListControls } from '../components/list-controls';
import { formatDate, LoadFailure, MutationStatusBadge, Route } from '../components/mutation-parts';
import { useLastLoaded } from '../hooks/use-last-loaded';

/** Riwayat Mutasi (spec §2): completed and rejected transfers in scope, with the export. */
export default function MutationHistoryPage() {
  const { t } = useTranslation('mutations');
  const [params, update] = useUrlParams();
  const filter = {
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), ['all', 'completed', 'rejected'], 'all'),
    period: oneOf(params.get('period'), paymentPeriodFilters, 'all'),
    page: pageOf(params),
  };
  const query = useHistoryQuery(filter);
  const { data, offline, failed } = useLastLoaded(`history:${JSON.stringify(filter)}`, query);
  const exporting = useExportHistoryMutation();
  const [selected, setSelected] = useState<MutationHistoryItem | null>(null);
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
        {data && data.history.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" data-testid="mutation-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('history.columns.member')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.columns.transfer')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.columns.requested')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.columns.completed')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>{t('shared.actions')}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.history.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{item.memberName}</Text>
                      <Text color="fg.muted" fontSize="xs">
                        {formatNap(item.memberNAP) ?? '–'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Route from={item.fromLocation} to={item.toLocation} />
                    </Table.Cell>
                    <Table.Cell>{formatDate(item.requestDate)}</Table.Cell>
                    <Table.Cell>{formatDate(item.completedDate)}</Table.Cell>
                    <Table.Cell>
                      <MutationStatusBadge status={item.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" onClick={() => setSelected(item)}>
                        {t('shared.detail')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
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
      <Dialog.Root open={!!selected} onOpenChange={(details) => !details.open && setSelected(null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('history.detailTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('shared.close')} />
              </Dialog.CloseTrigger>
              {selected && (
                <Dialog.Body>
                  <DataList.Root orientation="horizontal">
                    {(
                      [
                        ['member', `${selected.memberName} (${formatNap(selected.memberNAP) ?? '–'})`],
                        ['from', selected.fromLocation],
                        ['to', selected.toLocation],
                        ['requested', formatDate(selected.requestDate)],
                        ['completed', formatDate(selected.completedDate)],
                        ['status', t(`status.${selected.status}`)],
                        ['releasedBy', selected.releasedBy ?? '–'],
                        ['releaseNotes', selected.releaseNotes ?? '–'],
                        ['processedBy', selected.processedBy ?? '–'],
                        ['notes', selected.notes ?? '–'],
                      ] as const
                    ).map(([field, value]) => (
                      <DataList.Item key={field}>
                        <DataList.ItemLabel>{t(`history.fields.${field}`)}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Dialog.Body>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Container>
  );
}
