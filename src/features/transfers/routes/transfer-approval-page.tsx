import { Badge, Box, Button, Card, Container, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNap } from '@shared/identifiers';
import {
  type TransferApproval,
  transferPriorities,
  type TransferPriority,
  type TransferRequest,
  transferUrgencyOfPriority,
} from '@shared/contracts/transfers';
import { AVATAR_BUCKET } from '@shared/contracts/profile';
import { useSignedFileUrl } from '@/lib/stored-files';
import { choice, useListPage } from '@/lib/use-list-page';
import { useTransferApprovalsQuery } from '../api/list-transfer-approvals';
import { DocumentChecklist, formatDate, LoadFailure, Route } from '../components/transfer-parts';
import { DecisionNotice } from '../components/decision-notice';
import { RequestDetailDialog } from '../components/request-detail-dialog';
import { useLastLoaded } from '../hooks/use-last-loaded';

/** How long a member photo's signed URL works; the query renews it well before. */
const PHOTO_URL_SECONDS = 3600;

const priorityPalette: Record<TransferPriority, string> = { high: 'red', medium: 'orange', low: 'gray' };

function MemberPhoto({ path, name }: { path: string | null; name: string }) {
  const { t } = useTranslation('transfers');
  const url = useSignedFileUrl(AVATAR_BUCKET, path, PHOTO_URL_SECONDS);
  return url ? (
    <Image src={url} alt={t('approval.photo', { name })} boxSize="12" borderRadius="full" objectFit="cover" />
  ) : (
    <Box
      aria-hidden="true"
      boxSize="12"
      borderRadius="full"
      bg="gray.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
    >
      {name.charAt(0)}
    </Box>
  );
}

const listFilters = { priority: choice(['all', ...transferPriorities] as const, 'all') };

/** Persetujuan Mutasi (spec §2): requests the officer can decide now, by priority, longest waiting first. */
export default function TransferApprovalPage() {
  const { t } = useTranslation('transfers');
  const list = useListPage(listFilters);
  // The member's priority words on the desk too; the API filters by the urgency it derives from them.
  const { priority } = list.values;
  const urgency = priority === 'all' ? 'all' : transferUrgencyOfPriority[priority];
  const query = useTransferApprovalsQuery(urgency);
  const { data, offline, failed } = useLastLoaded(`approvals:${urgency}`, query);
  const [selected, setSelected] = useState<TransferApproval | null>(null);
  const [decided, setDecided] = useState<TransferRequest | null>(null);
  const tabs: [string, string, number | undefined][] = [
    ['all', t('approval.all'), data?.counts.all],
    ...transferPriorities.map((p): [string, string, number | undefined] => [
      p,
      t(`priority.${p}`),
      data?.counts[transferUrgencyOfPriority[p]],
    ]),
  ];

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('approval.title')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('approval.title')}
          </Heading>
          <Text color="fg.muted">{t('approval.subtitle')}</Text>
        </Box>
        <DecisionNotice request={decided} onDismiss={() => setDecided(null)} />
        <LoadFailure offline={offline} failed={failed} onRetry={() => void query.refetch()} />
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('approval.priorityFilter')}>
          {tabs.map(([value, label, count]) => (
            <Button
              key={value}
              size="sm"
              variant={priority === value ? 'solid' : 'outline'}
              aria-pressed={priority === value}
              onClick={() => list.setFilter('priority', value)}
            >
              {t('approval.tab', { label, count: count ?? 0 })}
            </Button>
          ))}
        </HStack>
        {data && data.approvals.length === 0 && <Text color="fg.muted">{t('approval.empty')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="transfer-approvals">
          {data?.approvals.map((approval) => (
            <Card.Root key={approval.id} data-testid="transfer-approval-card">
              <Card.Body>
                <Stack gap="3">
                  <HStack gap="3">
                    <MemberPhoto path={approval.memberPhoto} name={approval.memberName} />
                    <Box>
                      <Heading as="h2" size="md">
                        {approval.memberName}
                      </Heading>
                      <Text color="fg.muted" fontSize="sm">
                        {t('approval.nap', { nap: formatNap(approval.memberNAP) ?? '–' })}
                      </Text>
                    </Box>
                    <Badge marginStart="auto" colorPalette={priorityPalette[approval.priority]}>
                      {t(`priority.${approval.priority}`)}
                    </Badge>
                  </HStack>
                  <Route from={approval.currentLocation} to={approval.targetLocation} />
                  <Text fontSize="sm">
                    {t('approval.waiting', { date: formatDate(approval.requestDate), count: approval.waitingDays })}
                  </Text>
                  <Text fontSize="sm" lineClamp={3}>
                    {approval.reason}
                  </Text>
                  <DocumentChecklist documents={approval.documents} />
                  <Text fontSize="sm" color={approval.documentsComplete ? 'green.fg' : 'red.fg'}>
                    {t(approval.documentsComplete ? 'approval.documentsComplete' : 'approval.documentsIncomplete')}
                  </Text>
                </Stack>
              </Card.Body>
              <Card.Footer>
                <Button size="sm" onClick={() => setSelected(approval)}>
                  {t('approval.review')}
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
      <RequestDetailDialog request={selected} onClose={() => setSelected(null)} onDecided={setDecided} />
    </Container>
  );
}
