import { Badge, Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { choice, useListPage } from '@/lib/use-list-page';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { useNapClaimRequestsQuery } from '../api/list-nap-claim-requests';
import { useVerificationQueueQuery } from '../api/list-verification-queue';
import { NoAccess } from '../components/no-access';
import { ApplicationQueue } from '../components/verification/application-queue';
import { NapClaimRequests } from '../components/verification/nap-claim-requests';

/** The desk's tabs, as `?tab=` has them (a notification of a claim links to `?tab=klaim-nap`). */
const TABS = { applications: 'pendaftaran', claims: 'klaim-nap' } as const;
const listFilters = { tab: choice([TABS.applications, TABS.claims], TABS.applications) };

/**
 * `/dashboard/members/verification`: verify (assigns the NAP, after confirmation), reject (with a
 * reason), or, for an application that matches a NAP holder, compare and link it; and in the tab
 * "Klaim NAP", approve or reject claims on register rows without email (decision 0035).
 */
export default function MemberVerificationPage() {
  const { t } = useTranslation('members');
  const list = useListPage(listFilters);
  const { page } = list;
  const { tab } = list.values;
  const permissions = usePermissionsQuery();
  const canVerify = useCan('members.verify');
  const queue = useVerificationQueueQuery(page, canVerify);
  const claimRequests = useNapClaimRequestsQuery(canVerify);

  if (!permissions.isPending && !canVerify) {
    return (
      <NoAccess title={t('verification.title')} error={permissions.error} onRetry={() => void permissions.refetch()} />
    );
  }

  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('verification.title')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('verification.title')}
          </Heading>
          <Text color="fg.muted">{t('verification.subtitle')}</Text>
        </Box>

        <Tabs.Root
          value={tab}
          onValueChange={(details) => list.setFilter('tab', details.value)}
          variant="line"
          lazyMount
        >
          <Tabs.List aria-label={t('verification.tabs.label')} overflowX="auto">
            <Tabs.Trigger value={TABS.applications}>
              {t('verification.tabs.applications')}
              {queue.data && queue.data.pagination.total > 0 && (
                <Badge variant="solid" size="sm">
                  {queue.data.pagination.total}
                </Badge>
              )}
            </Tabs.Trigger>
            <Tabs.Trigger value={TABS.claims}>
              {t('verification.tabs.claims')}
              {claimRequests.data && claimRequests.data.length > 0 && (
                <Badge variant="solid" size="sm" colorPalette="yellow">
                  {claimRequests.data.length}
                </Badge>
              )}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={TABS.claims}>
            <NapClaimRequests enabled={canVerify} />
          </Tabs.Content>
          <Tabs.Content value={TABS.applications}>
            <ApplicationQueue page={page} enabled={canVerify} onPage={list.setPage} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
