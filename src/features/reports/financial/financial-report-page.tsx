import { Container, Grid, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type FinancialReport } from '@shared/contracts/reports';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatDateTime } from '@/lib/format';
import { useNoticeText } from '@/lib/notice-text';
import { oneOf, useUrlParams } from '@/lib/use-url-params';
import { useFinancialReportQuery } from '../api/get-financial-report';
import { ArrearsTable } from './arrears-table';
import { CategoriesTable } from './categories-table';
import { ComparisonTable } from './comparison-table';
import { MethodsTable } from './methods-table';
import { MonthlyRevenue } from './monthly-revenue';
import { ReportControls, reportViews, type ReportView } from './report-controls';
import { FinancialReportExports } from './report-exports';
import { periodLabel, shiftAnchor } from './report-period';
import { ReportSection } from './report-section';
import { RevenueTiles } from './revenue-tiles';
import { TargetsButton } from './targets-dialog';

/**
 * `/dashboard/reports/financial`: Laporan Keuangan (spec §2, issue 27 §2) of the chapters where the
 * officer holds reports.view. The view, period and date live in the URL.
 */
export default function FinancialReportPage() {
  const { t } = useTranslation('reports');
  const [params, update] = useUrlParams();
  const view = oneOf(params.get('view'), reportViews, 'overview');
  const period = oneOf(params.get('period'), reportPeriods, 'month');
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined;
  const query = useFinancialReportQuery({ period, date });
  const report = query.data;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('financial.title')} subtitle={t('financial.subtitle')} />
        <ReportControls
          view={view}
          period={period}
          label={report && periodLabel(report.period.kind, report.period.from, report.period.to)}
          onChange={(changes) => update(changes)}
          onStep={(steps) => report && update({ date: shiftAnchor(period, report.period.from, steps) })}
        />
        <FinancialReportExports period={period} date={date} />
        {report && <TargetsButton year={Number(report.period.from.slice(0, 4))} />}
        {query.isError && !report ? (
          <RetryAlert
            title={t('financial.error')}
            retryLabel={t('financial.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="6" aria-busy={query.isFetching} aria-label={query.isPending ? t('financial.loading') : undefined}>
            <RevenueTiles report={report} />
            {report && <ReportBody report={report} view={view} />}
            {report && (
              <Text color="fg.muted" fontSize="sm" data-testid="financial-as-of">
                {t('financial.asOf', { time: formatDateTime(report.asOf) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ReportBody({ report, view }: { report: FinancialReport; view: ReportView }) {
  if (view === 'comparison') {
    return (
      <Stack gap="6">
        <ComparisonTable report={report} />
        <Analysis report={report} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <MonthlyRevenue report={report} detailed={view === 'detail'} />
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
        <MethodsTable report={report} />
        <CategoriesTable report={report} />
      </Grid>
      <ArrearsTable report={report} />
      <Analysis report={report} />
    </Stack>
  );
}

/** The analysis the API computed from the figures, in the reader's language. */
function Analysis({ report }: { report: FinancialReport }) {
  const { t } = useTranslation('reports');
  const text = useNoticeText();
  return (
    <ReportSection id="financial-analysis" title={t('financial.analysis.title')}>
      <List.Root gap="2" paddingStart="5">
        {report.analysis.map((sentence) => (
          <List.Item key={sentence.key ?? sentence.message}>{text(sentence)}</List.Item>
        ))}
      </List.Root>
    </ReportSection>
  );
}
