import { Box, Button, Container, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferStatuses, type TransferRequest } from '@shared/contracts/transfers';
import { formatNap } from '@shared/identifiers';
import { ApplicantNotice } from '@/components/ui/applicant-notice';
import { Pager } from '@/components/ui/pager';
import { choice, useListPage } from '@/lib/use-list-page';
import { useOwnMemberQuery } from '../api/get-own-member';
import { useTransferRequestsQuery } from '../api/list-transfer-requests';
import { ListControls } from '../components/list-controls';
import {
  DocumentChecklist,
  formatDate,
  LoadFailure,
  TransferStatisticsTiles,
  TransferStatusBadge,
  Route,
} from '../components/transfer-parts';
import { DecisionNotice } from '../components/decision-notice';
import { RequestDetailDialog } from '../components/request-detail-dialog';
import { RequestFormDialog } from '../components/request-form-dialog';
import { useLastLoaded } from '../hooks/use-last-loaded';
import type { TransferViewer } from '../transfer-viewer';

const listFilters = { status: choice(['all', ...transferStatuses] as const, 'all') };

export interface TransferRequestsPageProps {
  /** From the session (the app composes it): whose list this is, and the words above it. */
  viewer: TransferViewer;
  /** The session holds `mutations.request`: `Ajukan Mutasi` for one's own membership. */
  canRequest: boolean;
}

/**
 * Permohonan Mutasi (spec §2): a member's own requests and `Ajukan Mutasi`; an officer's requests
 * leaving or arriving in their scope; for an applicant not verified yet, why there is nothing to
 * ask. `/dashboard/mutations/requests` and `/member-transfers`.
 */
export default function TransferRequestsPage({ viewer, canRequest }: TransferRequestsPageProps) {
  const { t } = useTranslation('transfers');
  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('requests.title')} · SIMK`}</title>
      {viewer === 'applicant' ? <ApplicantView /> : <RequestList viewer={viewer} canRequest={canRequest} />}
    </Container>
  );
}

/** A pending applicant: no NAP yet, so no transfer; said plainly instead of a list or a 403. */
function ApplicantView() {
  const { t } = useTranslation('transfers');
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('requests.title')}
      </Heading>
      <ApplicantNotice
        title={t('requests.applicant.title')}
        text={t('requests.applicant.text')}
        profileLabel={t('requests.applicant.profile')}
        testId="transfers-applicant"
      />
    </Stack>
  );
}

function RequestList({ viewer, canRequest }: TransferRequestsPageProps) {
  const { t } = useTranslation('transfers');
  const list = useListPage(listFilters);
  const filter = { search: list.search, ...list.values, page: list.page };
  const query = useTransferRequestsQuery(filter);
  const { data, offline, failed } = useLastLoaded(`requests:${JSON.stringify(filter)}`, query);
  const profile = useOwnMemberQuery();
  const [asking, setAsking] = useState(false);
  const [selected, setSelected] = useState<TransferRequest | null>(null);
  const [decided, setDecided] = useState<TransferRequest | null>(null);
  const pagination = data?.pagination;

  const officer = viewer === 'officer';

  return (
    <>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              {t('requests.title')}
            </Heading>
            <Text color="fg.muted">{t(officer ? 'requests.subtitleOfficer' : 'requests.subtitleMember')}</Text>
          </Box>
          {canRequest && profile.data && <Button onClick={() => setAsking(true)}>{t('requests.ask')}</Button>}
        </Flex>
        <DecisionNotice request={decided} onDismiss={() => setDecided(null)} />
        <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
        {data && officer && <TransferStatisticsTiles statistics={data.statistics} />}
        <ListControls
          searchBox={list.searchBox}
          selects={[
            {
              label: t('shared.statusFilter'),
              value: filter.status,
              options: [
                ['all', t('shared.allStatuses')],
                ...transferStatuses.map((s): [string, string] => [s, t(`status.${s}`)]),
              ],
              onChange: (status) => list.setFilter('status', status),
            },
          ]}
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
        />
        {data && data.requests.length === 0 && (
          <Text color="fg.muted" data-testid="transfers-empty">
            {t('requests.empty')}
          </Text>
        )}
        {data && data.requests.length > 0 && (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg">
            <Table.Root size="sm" data-testid="transfer-requests">
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
                        {formatNap(request.memberNAP) ?? '–'}
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
                      <TransferStatusBadge status={request.status} />
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
            {...list.pager(pagination)}
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
      <RequestDetailDialog request={selected} onClose={() => setSelected(null)} onDecided={setDecided} />
    </>
  );
}
