import { Box, Button, Container, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationStatuses, type MutationRequest } from '@shared/contracts/mutations';
import { Pager } from '@/components/ui/pager';
import { oneOf, pageOf, useUrlParams } from '@/lib/use-url-params';
import { useHasPermission } from '@/lib/permissions';
import { useOwnMemberQuery, useRequestsQuery } from '../api/mutations-api';
import { ListControls } from '../components/list-controls';
import {
  DocumentChecklist,
  formatDate,
  LoadFailure,
  MutationStatisticsTiles,
  MutationStatusBadge,
  Route,
} from '../components/mutation-parts';
import { RequestDetailDialog } from '../components/request-detail-dialog';
import { RequestFormDialog } from '../components/request-form-dialog';
import { useLastLoaded } from '../hooks/use-last-loaded';

/**
 * Permohonan Mutasi (spec §2): a member's own requests and `Ajukan Mutasi`; an officer's requests
 * leaving or arriving in their scope. `/dashboard/mutations/requests` and `/member-transfers`.
 */
export default function MutationRequestsPage() {
  const { t } = useTranslation('mutations');
  const [params, update] = useUrlParams();
  const filter = {
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), ['all', ...mutationStatuses], 'all'),
    page: pageOf(params),
  };
  const query = useRequestsQuery(filter);
  const { data, offline, failed } = useLastLoaded(`requests:${JSON.stringify(filter)}`, query);
  const canRequest = useHasPermission('mutations.request');
  const profile = useOwnMemberQuery();
  const [asking, setAsking] = useState(false);
  const [selected, setSelected] = useState<MutationRequest | null>(null);
  const onSearch = useCallback((search: string) => update({ search, page: null }), [update]);
  const pagination = data?.pagination;

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('requests.title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              {t('requests.title')}
            </Heading>
            <Text color="fg.muted">{t(canRequest ? 'requests.subtitleMember' : 'requests.subtitleOfficer')}</Text>
          </Box>
          {canRequest && profile.data && <Button onClick={() => setAsking(true)}>{t('requests.ask')}</Button>}
        </Flex>
        <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
        {data && !canRequest && <MutationStatisticsTiles statistics={data.statistics} />}
        <ListControls
          search={filter.search}
          onSearch={onSearch}
          selects={[
            {
              label: t('shared.statusFilter'),
              value: filter.status,
              options: [
                ['all', t('shared.allStatuses')],
                ...mutationStatuses.map((s): [string, string] => [s, t(`status.${s}`)]),
              ],
              onChange: (status) => update({ status: status === 'all' ? null : status, page: null }),
            },
          ]}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        {data && data.requests.length === 0 && (
          <Text color="fg.muted" data-testid="mutations-empty">
            {t('requests.empty')}
          </Text>
        )}
        {data && data.requests.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" data-testid="mutation-requests">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('requests.columns.member')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.columns.transfer')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.columns.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.columns.documents')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>{t('shared.actions')}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.requests.map((request) => (
                  <Table.Row key={request.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{request.memberName}</Text>
                      <Text color="fg.muted" fontSize="xs">
                        {request.memberNAP ?? '–'}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Route from={request.currentLocation} to={request.targetLocation} />
                    </Table.Cell>
                    <Table.Cell>{formatDate(request.requestDate)}</Table.Cell>
                    <Table.Cell>
                      <DocumentChecklist documents={request.documents} />
                    </Table.Cell>
                    <Table.Cell>
                      <MutationStatusBadge status={request.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" onClick={() => setSelected(request)}>
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
            label={t('requests.paginationLabel')}
            summary={t('requests.pagination', {
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
      {profile.data && (
        <RequestFormDialog
          open={asking}
          onOpenChange={setAsking}
          memberId={profile.data.id}
          ownChapterName={profile.data.organizationName}
        />
      )}
      <RequestDetailDialog request={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
