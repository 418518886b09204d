import { Badge, Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/list-filters';
import { choice, useListPage } from '@/lib/use-list-page';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { useNapClaimRequestsQuery } from '../api/list-nap-claim-requests';
import { useVerificationQueueQuery } from '../api/list-verification-queue';
import { NoAccess } from '../components/no-access';
import { ApplicationQueue } from '../components/verification/application-queue';
import { NapClaimRequests } from '../components/verification/nap-claim-requests';

/** The desk's tabs, as `?tab=` has them (a notification of a claim links to `?tab=klaim-nap`). */
const TABS = { applications: 'pendaftaran', claims: 'klaim-nap' } as const;
/** `?berkas=`: the applications whose file is complete (lengkap) or not (belum lengkap). */
const FILES = { all: 'semua', complete: 'lengkap', incomplete: 'belum-lengkap' } as const;
const COMPLETENESS_OF = { [FILES.complete]: 'complete', [FILES.incomplete]: 'incomplete' } as const;
const listFilters = {
  tab: choice([TABS.applications, TABS.claims], TABS.applications),
  berkas: choice([FILES.all, FILES.complete, FILES.incomplete], FILES.all),
};

/**
 * `/dashboard/members/verification`: verify (assigns the NAP, after confirmation), reject (with a
 * reason), or, for an application that matches a NAP holder, compare and link it; and in the tab
 * "Klaim NAP", approve or reject claims on register rows without email (decision 0035). Each card
 * opens the applicant's file; the queue filters on whether the file is complete (issue 28 §4).
 */
export default function MemberVerificationPage() {
  const { t } = useTranslation('members');
  const list = useListPage(listFilters);
  const { page } = list;
  const { tab, berkas } = list.values;
  const completeness = berkas === FILES.all ? undefined : COMPLETENESS_OF[berkas];
  const permissions = usePermissionsQuery();
  const canVerify = useCan('members.verify');
  const queue = useVerificationQueueQuery(page, canVerify, completeness);
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
            <Stack gap="4">
              <FilterSelect
                label={t('verification.completeness.label')}
                value={berkas}
                options={[
                  [FILES.all, t('verification.completeness.all')],
                  [FILES.complete, t('verification.completeness.complete')],
                  [FILES.incomplete, t('verification.completeness.incomplete')],
                ]}
                onChange={(value) => list.setFilter('berkas', value)}
                width={{ base: 'full', md: '56' }}
              />
              <ApplicationQueue page={page} enabled={canVerify} completeness={completeness} onPage={list.setPage} />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
