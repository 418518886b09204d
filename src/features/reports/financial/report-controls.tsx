import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type ReportPeriod } from '@shared/contracts/reports';
import { FilterSelect } from '@/components/ui/list-filters';

export const reportViews = ['overview', 'detail', 'comparison'] as const;
export type ReportView = (typeof reportViews)[number];

/**
 * The report's view (where it has views) and period selects, and the steps to the previous and
 * next period.
 */
export function ReportControls({
  view,
  period,
  label,
  onChange,
  onStep,
}: {
  view?: ReportView;
  period: ReportPeriod;
  /** The period shown (`Okt 2026 – Des 2026`); undefined while the first report loads. */
  label: string | undefined;
  onChange: (changes: { view?: ReportView; period?: ReportPeriod }) => void;
  onStep: (steps: number) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Flex gap="3" wrap="wrap" align="center">
      {view && (
        <FilterSelect
          label={t('financial.view')}
          value={view}
          options={reportViews.map((option) => [option, t(`financial.views.${option}`)] as const)}
          onChange={(value) => onChange({ view: value as ReportView })}
        />
      )}
      <FilterSelect
        label={t('financial.period')}
        value={period}
        options={reportPeriods.map((option) => [option, t(`financial.periods.${option}`)] as const)}
        onChange={(value) => onChange({ period: value as ReportPeriod })}
      />
      <HStack gap="2">
        <Button size="sm" variant="outline" aria-label={t('financial.previousPeriod')} onClick={() => onStep(-1)}>
          ‹
        </Button>
        <Text fontWeight="medium" minWidth="32" textAlign="center" aria-live="polite" data-testid="financial-period">
          {label ?? '…'}
        </Text>
        <Button size="sm" variant="outline" aria-label={t('financial.nextPeriod')} onClick={() => onStep(1)}>
          ›
        </Button>
      </HStack>
    </Flex>
  );
}
