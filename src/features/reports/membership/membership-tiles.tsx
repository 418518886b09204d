import { useTranslation } from 'react-i18next';
import type { MembershipReport } from '@shared/contracts/membership-report';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatNumber } from '@/lib/format';
import { changePercent, formatChange } from '../financial/report-period';
import { previousPeriodLabel } from './membership-period';

const cards = ['total', 'new', 'active', 'inactive'] as const;

/** The report's cards (spec §2): total, new, active and inactive members, each against the previous period. */
export function MembershipTiles({ report }: { report: MembershipReport | undefined }) {
  const { t } = useTranslation('reports');
  const previous = report && previousPeriodLabel(report.period);
  return (
    <StatTiles
      label={t('membership.cards.label')}
      size="lg"
      testId="membership-cards"
      tiles={cards.map((card) => {
        const now = report?.cards.current[card];
        const before = report?.cards.previous[card] ?? 0;
        const change = now === undefined ? null : changePercent(now, before);
        return {
          id: card,
          label: t(`membership.cards.${card}`),
          value: now === undefined ? undefined : formatNumber(now),
          hint:
            now === undefined
              ? undefined
              : change === null
                ? t('membership.cards.noPrevious', { previous })
                : t('membership.cards.change', {
                    arrow: change > 0 ? '▲' : change < 0 ? '▼' : '=',
                    change: formatChange(change),
                    before: formatNumber(before),
                    previous,
                  }),
          testId: `membership-${card}`,
        };
      })}
    />
  );
}
