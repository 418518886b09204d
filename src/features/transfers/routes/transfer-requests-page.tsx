import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferStatuses, type TransferRequest } from '@shared/contracts/transfers';
import { ApplicantNotice } from '@/components/ui/applicant-notice';
import { ListPage } from '@/components/list/list-page';
import { choice, useListPage } from '@/lib/use-list-page';
import { useOwnMemberQuery } from '../api/get-own-member';
import { useTransferRequestsQuery } from '../api/list-transfer-requests';
import { ListControls } from '../components/list-controls';
import { DocumentChecklist, formatDate, LoadFailure, TransferStatisticsTiles } from '../components/transfer-parts';
import { TransferTable } from '../components/transfer-table';
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
  return viewer === 'applicant' ? <ApplicantView /> : <RequestList viewer={viewer} canRequest={canRequest} />;
}

/** A pending applicant: no NAP yet, so no transfer; said plainly instead of a list or a 403. */
function ApplicantView() {
  const { t } = useTranslation('transfers');
  return (
    <ListPage title={t('requests.title')}>
      <ApplicantNotice
        title={t('requests.applicant.title')}
        text={t('requests.applicant.text')}
        profileLabel={t('requests.applicant.profile')}
        testId="transfers-applicant"
      />
    </ListPage>
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

  const officer = viewer === 'officer';

  return (
    <ListPage
      title={t('requests.title')}
      subtitle={t(officer ? 'requests.subtitleOfficer' : 'requests.subtitleMember')}
      actions={canRequest && profile.data && <Button onClick={() => setAsking(true)}>{t('requests.ask')}</Button>}
      pager={{
        info: data?.pagination,
        label: t('requests.paginationLabel'),
        summary: (figures) => t('requests.pagination', figures),
        buttons: list.pager,
        severalPagesOnly: true,
      }}
      dialogs={
        <>
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
      }
    >
      <DecisionNotice request={decided} onDismiss={() => setDecided(null)} />
      <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
      {data && officer && <TransferStatisticsTiles statistics={data.statistics} />}
      <ListControls list={list} statuses={transferStatuses} query={query} />
      {data && (
        <TransferTable
          section="requests"
          rows={data.requests}
          route={(request) => ({ from: request.currentLocation, to: request.targetLocation })}
          dated={[
            {
              key: 'date',
              header: t('requests.columns.date'),
              cell: (request) => formatDate(request.requestDate),
            },
            {
              key: 'documents',
              header: t('requests.columns.documents'),
              cell: (request) => <DocumentChecklist documents={request.documents} />,
            },
          ]}
          emptyTestId="transfers-empty"
          onSelect={setSelected}
        />
      )}
    </ListPage>
  );
}
