import { Alert, Box, Button, Container, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { IconProps } from '@chakra-ui/react';
import { formatDateTime, formatIdr, formatNumber } from '@/lib/format';
import { useMemberStatsQuery } from '@/lib/member-stats';
import { useDashboardBadgesQuery } from '../api/get-dashboard-badges';
import { usePendingTransfersCountQuery } from '../api/get-pending-transfers-count';
import { useRecentActivityQuery } from '../api/get-recent-activity';
import { useStatisticsOverviewQuery } from '../api/get-statistics-overview';
import { ActivityIcon, TransferIcon, UsersIcon, WalletIcon } from '../components/dashboard-icons';
import { SystemStatusPanel, type SystemStatus } from '../components/system-status-panel';

export interface DashboardHomePageProps {
  /** Real health checks, passed in by the app from the system-health feature. */
  systemStatus?: SystemStatus;
  /** Name and scope shown in the greeting. */
  userName?: string;
  scopeName?: string | null;
}

function Tile({
  label,
  value,
  hint,
  icon: Icon,
  loading,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ComponentType<IconProps>;
  loading: boolean;
  testId: string;
}) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding="5" data-testid={testId} aria-busy={loading}>
      <HStack justify="space-between" align="start">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          {/* Until its data is there a figure is a skeleton, never a zero that reads as real. */}
          {loading ? (
            <Skeleton height="8" width="24" data-testid={`${testId}-loading`} />
          ) : (
            <Text fontSize="2xl" fontWeight="bold" data-testid={`${testId}-value`}>
              {value}
            </Text>
          )}
          {hint && !loading && (
            <Text fontSize="xs" color="fg.muted">
              {hint}
            </Text>
          )}
        </Stack>
        <Box padding="2" borderRadius="lg" bg="brand.subtle" color="brand.fg">
          <Icon boxSize="5" />
        </Box>
      </HStack>
    </Box>
  );
}

/** Dashboard home (spec §2): tiles, quick actions, stat cards, recent activity, system status. */
export default function DashboardHomePage({ systemStatus, userName, scopeName }: DashboardHomePageProps) {
  const { t } = useTranslation('dashboard');
  const memberStats = useMemberStatsQuery();
  const overview = useStatisticsOverviewQuery();
  const pendingTransfers = usePendingTransfersCountQuery();
  // The sidebar's "Persetujuan Mutasi" badge (same query, one request): shown under the tile with
  // what it counts, so the two figures read as two things, not as a contradiction.
  const awaitingDecision = useDashboardBadgesQuery().data?.pendingTransferApprovals;
  const activity = useRecentActivityQuery(10);

  const failed = [memberStats, overview].find((query) => query.isError);
  const stats = memberStats.data;
  // Null when the answer is not the caller's (anonymous): unknown, not zero.
  const totalPayments = overview.data?.totalPayments ?? null;
  const paymentCount = overview.data?.paymentCount ?? null;
  const activeShare =
    stats && stats.totalMembers > 0
      ? new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 }).format(
          stats.activeMembers / stats.totalMembers,
        )
      : null;

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

        <Grid
          as="section"
          aria-label={t('home.tiles.label')}
          templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }}
          gap="4"
        >
          <Tile
            testId="tile-total-members"
            label={t('home.tiles.totalMembers')}
            value={stats ? formatNumber(stats.totalMembers) : '–'}
            hint={stats ? t('home.tiles.recentJoins', { count: stats.recentJoins }) : undefined}
            icon={UsersIcon}
            loading={memberStats.isPending}
          />
          <Tile
            testId="tile-pending-transfers"
            label={t('home.tiles.pendingTransfers')}
            value={formatNumber(pendingTransfers.data ?? 0)}
            hint={
              <>
                {t('home.tiles.pendingHint')}
                {awaitingDecision !== undefined && (
                  <>
                    <br />
                    <Link asChild colorPalette="brand" data-testid="tile-pending-transfers-awaiting">
                      <RouterLink to="/dashboard/mutations/approval">
                        {t('home.tiles.awaitingDecision', { count: awaitingDecision })}
                      </RouterLink>
                    </Link>
                  </>
                )}
              </>
            }
            icon={TransferIcon}
            loading={pendingTransfers.isPending}
          />
          <Tile
            testId="tile-total-payments"
            label={t('home.tiles.totalPayments')}
            value={totalPayments === null ? '–' : formatIdr(totalPayments)}
            hint={paymentCount === null ? undefined : t('home.tiles.paymentCount', { count: paymentCount })}
            icon={WalletIcon}
            loading={overview.isPending}
          />
          <Tile
            testId="tile-active-members"
            label={t('home.tiles.activeMembers')}
            value={stats ? formatNumber(stats.activeMembers) : '–'}
            hint={activeShare ? t('home.tiles.activeShare', { percent: activeShare }) : undefined}
            icon={ActivityIcon}
            loading={memberStats.isPending}
          />
        </Grid>

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Stack gap="6">
            <Box
              as="section"
              aria-labelledby="quick-actions-title"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="xl"
              padding="5"
            >
              <Heading as="h2" size="md" id="quick-actions-title" marginBottom="4">
                {t('home.quickActions.title')}
              </Heading>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
                {(
                  [
                    ['transfers', '/dashboard/mutations/approval', TransferIcon],
                    ['dues', '/dashboard/dues/management', WalletIcon],
                    ['members', '/dashboard/members', UsersIcon],
                  ] as const
                ).map(([key, to, Icon]) => (
                  <Link
                    key={key}
                    asChild
                    display="block"
                    padding="4"
                    borderWidth="1px"
                    borderRadius="lg"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  >
                    <RouterLink to={to}>
                      <HStack gap="2" marginBottom="1">
                        <Icon boxSize="4" color="brand.fg" />
                        <Text fontWeight="semibold">{t(`home.quickActions.${key}`)}</Text>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`home.quickActions.${key}Hint`)}
                      </Text>
                    </RouterLink>
                  </Link>
                ))}
              </Grid>
            </Box>

            <Box
              as="section"
              aria-labelledby="member-stats-title"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="xl"
              padding="5"
            >
              <Heading as="h2" size="md" id="member-stats-title" marginBottom="4">
                {t('home.stats.title')}
              </Heading>
              {memberStats.isPending ? (
                <Stack gap="2" aria-busy="true" data-testid="member-stats-loading">
                  <Skeleton height="5" />
                  <Skeleton height="5" />
                  <Skeleton height="5" />
                </Stack>
              ) : !stats ? (
                <Text color="fg.muted">{t('home.stats.unavailable')}</Text>
              ) : (
                <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                  <Stack as="dl" gap="2">
                    {(
                      [
                        ['pending', stats.pendingMembers],
                        ['inactive', stats.inactiveMembers],
                        ['expired', stats.expiredMembers],
                        ['suspended', stats.suspendedMembers],
                        ['legacy', stats.legacyMembers],
                      ] as const
                    ).map(([key, value]) => (
                      <HStack key={key} justify="space-between">
                        <Text as="dt" color="fg.muted">
                          {t(`home.stats.${key}`)}
                        </Text>
                        <Text as="dd" fontWeight="semibold">
                          {formatNumber(value)}
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                  <Stack gap="2">
                    <Text fontSize="sm" fontWeight="semibold">
                      {t('home.stats.byType')}
                    </Text>
                    <Stack as="dl" gap="2">
                      {(['BIASA', 'LUAR_BIASA', 'KEHORMATAN'] as const).map((type) => (
                        <HStack key={type} justify="space-between">
                          <Text as="dt" color="fg.muted">
                            {t(`home.stats.${type}`)}
                          </Text>
                          <Text as="dd" fontWeight="semibold">
                            {formatNumber(stats.membersByType[type])}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  </Stack>
                </Grid>
              )}
            </Box>
          </Stack>

          <Stack gap="6">
            <Box
              as="section"
              aria-labelledby="recent-activity-title"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="xl"
              padding="5"
            >
              <Heading as="h2" size="md" id="recent-activity-title" marginBottom="4">
                {t('home.activity.title')}
              </Heading>
              {activity.isPending ? (
                <Stack gap="2" role="status" aria-label={t('home.loading')}>
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                </Stack>
              ) : activity.isError ? (
                <HStack role="alert" justify="space-between" gap="3">
                  <Text color="fg.error">{t('home.activity.error')}</Text>
                  <Button size="xs" variant="outline" onClick={() => void activity.refetch()}>
                    {t('home.retry')}
                  </Button>
                </HStack>
              ) : activity.data.length === 0 ? (
                <Text color="fg.muted">{t('home.activity.empty')}</Text>
              ) : (
                <Stack as="ol" gap="3" listStyleType="none" data-testid="recent-activity">
                  {activity.data.map((entry) => (
                    <Box as="li" key={entry.id} borderStartWidth="2px" borderColor="brand.border" paddingStart="3">
                      <Text fontSize="sm">
                        {entry.summary}
                        {entry.amount !== null && ` · ${formatIdr(entry.amount)}`}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {[
                          formatDateTime(entry.createdAt),
                          entry.actorName && t('home.activity.by', { name: entry.actorName }),
                          entry.organizationName,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
            {systemStatus && <SystemStatusPanel status={systemStatus} />}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
