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
import { type MutationHistoryItem, mutationStatusLabels } from '@shared/contracts/mutations';
import { paymentPeriodFilters } from '@shared/contracts/payments';
import { Pager } from '@/components/ui/pager';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import { useExportHistoryMutation, useHistoryQuery } from '../api/mutations-api';
import { ListControls } from '../components/list-controls';
import { formatDate, LoadFailure, MutationStatusBadge, Route } from '../components/mutation-parts';
import { useLastLoaded } from '../hooks/use-last-loaded';

const periodLabels: Record<(typeof paymentPeriodFilters)[number], string> = {
  all: 'Semua periode',
  this_month: 'Bulan ini',
  last_month: 'Bulan lalu',
  last_3_months: '3 bulan terakhir',
  this_year: 'Tahun ini',
};

/** Riwayat Mutasi (spec §2): completed and rejected transfers in scope, with the export. */
export default function MutationHistoryPage() {
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
      <title>Riwayat Mutasi · SIMK</title>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              Riwayat Mutasi
            </Heading>
            <Text color="fg.muted">Mutasi yang telah selesai atau ditolak.</Text>
          </Box>
          <HStack>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                loading={exporting.isPending && exporting.variables?.format === format}
                onClick={() => exporting.mutate({ format, filter: exportFilter })}
              >
                Ekspor {format.toUpperCase()}
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
              label: 'Filter status',
              value: filter.status,
              options: [
                ['all', 'Semua status'],
                ['completed', mutationStatusLabels.completed],
                ['rejected', mutationStatusLabels.rejected],
              ],
              onChange: (status) => update({ status: status === 'all' ? null : status, page: null }),
            },
            {
              label: 'Filter periode',
              value: filter.period,
              options: paymentPeriodFilters.map((p): [string, string] => [p, periodLabels[p]]),
              onChange: (period) => update({ period: period === 'all' ? null : period, page: null }),
            },
          ]}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        {data && data.history.length === 0 && <Text color="fg.muted">Belum ada riwayat mutasi.</Text>}
        {data && data.history.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" data-testid="mutation-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Anggota</Table.ColumnHeader>
                  <Table.ColumnHeader>Mutasi</Table.ColumnHeader>
                  <Table.ColumnHeader>Diajukan</Table.ColumnHeader>
                  <Table.ColumnHeader>Selesai</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>Aksi</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.history.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{item.memberName}</Text>
                      <Text color="fg.muted" fontSize="xs">
                        {item.memberNAP ?? '–'}
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
                        Detail
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
            label="Halaman riwayat mutasi"
            summary={`Halaman ${pagination.page} dari ${pagination.pages} (${pagination.total} mutasi)`}
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
                <Dialog.Title>Detail Riwayat Mutasi</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Tutup" />
              </Dialog.CloseTrigger>
              {selected && (
                <Dialog.Body>
                  <DataList.Root orientation="horizontal">
                    {(
                      [
                        ['Anggota', `${selected.memberName} (${selected.memberNAP ?? '–'})`],
                        ['Dari', selected.fromLocation],
                        ['Ke', selected.toLocation],
                        ['Diajukan', formatDate(selected.requestDate)],
                        ['Selesai', formatDate(selected.completedDate)],
                        ['Status', mutationStatusLabels[selected.status]],
                        ['Dilepas oleh', selected.releasedBy ?? '–'],
                        ['Catatan DPC asal', selected.releaseNotes ?? '–'],
                        ['Diproses oleh', selected.processedBy ?? '–'],
                        ['Catatan', selected.notes ?? '–'],
                      ] as const
                    ).map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
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
