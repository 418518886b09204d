import { Container, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesSplitReport } from '@shared/contracts/dues-split-report';
import { reportPeriods } from '@shared/contracts/reports';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatDateTime } from '@/lib/format';
import { oneOf, useUrlParams } from '@/lib/use-url-params';
import { useDuesSplitReportQuery } from '../api/get-dues-split-report';
import { ReportControls } from '../financial/report-controls';
import { periodLabel, shiftAnchor } from '../financial/report-period';
import { DuesSplitReportExports } from './report-exports';
import { ChapterTable, LevelTable, ProvinceTable, Reconciliation } from './split-sections';

/**
 * `/dashboard/reports/dues-split`: Laporan Pembagian Iuran (issue 27 §3), the DPP, DPW and DPC shares
 * of the payments of the chapters where the officer holds reports.view, from the split ledger, and
 * whether they sum to the payments. The period and date live in the URL.
 */
export default function DuesSplitReportPage() {
  const { t } = useTranslation('reports');
  const [params, update] = useUrlParams();
  const period = oneOf(params.get('period'), reportPeriods, 'month');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined;
  const query = useDuesSplitReportQuery({ period, date });
  const report = query.data;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('duesSplit.title')} subtitle={t('duesSplit.subtitle')} />
        <ReportControls
          period={period}
          label={report && periodLabel(report.period.kind, report.period.from, report.period.to)}
          onChange={(changes) => changes.period && update({ period: changes.period })}
          onStep={(steps) => report && update({ date: shiftAnchor(period, report.period.from, steps) })}
        />
        <DuesSplitReportExports period={period} date={date} />
        {query.isError && !report ? (
          <RetryAlert
            title={t('duesSplit.error')}
            retryLabel={t('financial.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !report ? (
          <Skeleton height="48" borderRadius="lg" role="status" aria-label={t('duesSplit.loading')} />
        ) : (
          <Stack gap="6" aria-busy={query.isFetching}>
            <ReportBody report={report} />
            <Text color="fg.muted" fontSize="sm" data-testid="dues-split-as-of">
              {t('duesSplit.asOf', { time: formatDateTime(report.asOf) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ReportBody({ report }: { report: DuesSplitReport }) {
  const { t } = useTranslation('reports');
  if (report.totals.payments === 0 && report.reconciliation.shares === 0) {
    return (
      <Text color="fg.muted" data-testid="dues-split-empty">
        {t('duesSplit.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="6">
      <Reconciliation report={report} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="6">
        <LevelTable report={report} />
        <ProvinceTable report={report} />
      </Grid>
      <ChapterTable report={report} />
    </Stack>
  );
}
