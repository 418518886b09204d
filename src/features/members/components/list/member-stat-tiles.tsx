import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatNumber } from '@/lib/format';
import { useMemberStatsQuery } from '@/lib/member-stats';

/** The member list's counts in scope (total, active, pending, expired); nothing on error. */
export function MemberStatTiles() {
  const { t } = useTranslation('members');
  const stats = useMemberStatsQuery();
  if (stats.isError) return null;
  const tiles = [
    ['total', stats.data?.totalMembers],
    ['active', stats.data?.activeMembers],
    ['pending', stats.data?.pendingMembers],
    ['expired', stats.data?.expiredMembers],
  ] as const;
  return (
    <StatTiles
      label={t('stats.label')}
      tiles={tiles.map(([key, value]) => ({
        id: key,
        label: t(`stats.${key}`),
        value: value === undefined ? undefined : formatNumber(value),
        testId: `member-stat-${key}`,
      }))}
    />
  );
}
