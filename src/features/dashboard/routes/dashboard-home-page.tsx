import { Alert, Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMemberStatsQuery } from '@/lib/member-stats';
import { usePendingTransfersCountQuery } from '../api/get-pending-transfers-count';
import { useRecentActivityQuery } from '../api/get-recent-activity';
import { useStatisticsOverviewQuery } from '../api/get-statistics-overview';
import { MemberStatsCard } from '../components/home/member-stats-card';
import { OverviewTiles } from '../components/home/overview-tiles';
import { QuickActions } from '../components/home/quick-actions';
import { RecentActivity } from '../components/home/recent-activity';
import { SystemStatusPanel, type SystemStatus } from '../components/system-status-panel';

export interface DashboardHomePageProps {
  /** Real health checks, passed in by the app from the system-health feature. */
  systemStatus?: SystemStatus;
  /** Name and scope shown in the greeting. */
  userName?: string;
  scopeName?: string | null;
}

/** Dashboard home (spec §2): tiles, quick actions, stat cards, recent activity, system status. */
export default function DashboardHomePage({ systemStatus, userName, scopeName }: DashboardHomePageProps) {
  const { t } = useTranslation('dashboard');
  const memberStats = useMemberStatsQuery();
  const overview = useStatisticsOverviewQuery();
  const pendingTransfers = usePendingTransfersCountQuery();
  const activity = useRecentActivityQuery(10);
  const failed = [memberStats, overview].find((query) => query.isError);

  const retry = () => {
    void memberStats.refetch();
    void overview.refetch();
    void pendingTransfers.refetch();
    void activity.refetch();
  };

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('home.title')} · SIMK`}</title>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl">
            {t('home.title')}
          </Heading>
          {userName && (
            <Text color="fg.muted" marginTop="1">
              {t('home.greeting', { name: userName })} —{' '}
              {t('home.subtitle', { scope: scopeName || t('home.scopeFallback') })}
            </Text>
          )}
        </Box>

        {failed && (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('home.errorTitle')}</Alert.Title>
              <Alert.Description>{failed.error?.message || t('home.errorFallback')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={retry} alignSelf="center">
              {t('home.retry')}
            </Button>
          </Alert.Root>
        )}

        <OverviewTiles />

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Stack gap="6">
            <QuickActions />
            <MemberStatsCard />
          </Stack>

          <Stack gap="6">
            <RecentActivity />
            {systemStatus && <SystemStatusPanel status={systemStatus} />}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
