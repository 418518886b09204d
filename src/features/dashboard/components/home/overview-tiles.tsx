import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatIdr, formatNumber } from '@/lib/format';
import { useMemberStatsQuery } from '@/lib/member-stats';
import { useDashboardBadgesQuery } from '../../api/get-dashboard-badges';
import { usePendingTransfersCountQuery } from '../../api/get-pending-transfers-count';
import { useStatisticsOverviewQuery } from '../../api/get-statistics-overview';
import { ActivityIcon, TransferIcon, UsersIcon, WalletIcon } from '../dashboard-icons';

/**
 * The dashboard's four figures: members, transfers waiting, payments, active members. Until its
 * data is there a figure is a skeleton, never a zero that reads as real.
 */
export function OverviewTiles() {
  const { t } = useTranslation('dashboard');
  const memberStats = useMemberStatsQuery();
  const overview = useStatisticsOverviewQuery();
  const pendingTransfers = usePendingTransfersCountQuery();
  // The sidebar's "Persetujuan Mutasi" badge (same query, one request): shown under the tile with
  // what it counts, so the two figures read as two things, not as a contradiction.
  const awaitingDecision = useDashboardBadgesQuery().data?.pendingTransferApprovals;
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
  const unlessPending = <T,>(pending: boolean, value: T) => (pending ? undefined : value);

  return (
    <StatTiles
      label={t('home.tiles.label')}
      size="lg"
      columns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }}
      tiles={[
        {
          id: 'total-members',
          testId: 'tile-total-members',
          label: t('home.tiles.totalMembers'),
          value: unlessPending(memberStats.isPending, stats ? formatNumber(stats.totalMembers) : '–'),
          hint: stats ? t('home.tiles.recentJoins', { count: stats.recentJoins }) : undefined,
          icon: UsersIcon,
        },
        {
          id: 'pending-transfers',
          testId: 'tile-pending-transfers',
          label: t('home.tiles.pendingTransfers'),
          value: unlessPending(pendingTransfers.isPending, formatNumber(pendingTransfers.data ?? 0)),
          hint: (
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
          ),
          icon: TransferIcon,
        },
        {
          id: 'total-payments',
          testId: 'tile-total-payments',
          label: t('home.tiles.totalPayments'),
          value: unlessPending(overview.isPending, totalPayments === null ? '–' : formatIdr(totalPayments)),
          hint: paymentCount === null ? undefined : t('home.tiles.paymentCount', { count: paymentCount }),
          icon: WalletIcon,
        },
        {
          id: 'active-members',
          testId: 'tile-active-members',
          label: t('home.tiles.activeMembers'),
          value: unlessPending(memberStats.isPending, stats ? formatNumber(stats.activeMembers) : '–'),
          hint: activeShare ? t('home.tiles.activeShare', { percent: activeShare }) : undefined,
          icon: ActivityIcon,
        },
      ]}
    />
  );
}
