import { Container, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  MEMBERSHIP_REGIONS,
  type MembershipReport,
  type MembershipReportQuery,
} from '@shared/contracts/membership-report';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatDateTime } from '@/lib/format';
import { useNoticeText } from '@/lib/notice-text';
import { oneOf, useUrlParams } from '@/lib/use-url-params';
import { useMembershipReportQuery } from '../api/get-membership-report';
import { ReportSection } from '../financial/report-section';
import { MembershipControls } from './membership-controls';
import { isDay, membershipPeriodLabel, membershipPeriods, shiftMembershipAnchor } from './membership-period';
import { DistributionTable, TypesTable } from './membership-tables';
import { MembershipTiles } from './membership-tiles';
import { MonthlyGrowth } from './monthly-growth';
import { MembershipReportExports } from './report-exports';

/** The report asked for by the URL: a period holding `date`, or a valid custom range; one island group or all. */
function useReportParams() {
  const [params, update] = useUrlParams();
  const from = params.get('from');
  const to = params.get('to');
  const custom = params.get('period') === 'custom' && isDay(from) && isDay(to) && from <= to;
  const period = custom ? ('custom' as const) : oneOf(params.get('period'), membershipPeriods, 'month');
  const date = isDay(params.get('date')) ? params.get('date')! : undefined;
  const region = oneOf(params.get('region'), ['', ...MEMBERSHIP_REGIONS], '') || undefined;
  const query: MembershipReportQuery = custom ? { period, from: from!, to: to!, region } : { period, date, region };
  return { query, period, region, update };
}

/**
 * `/dashboard/reports/membership`: Laporan Keanggotaan (spec §2, issue 27 §1) of the chapters where
 * the officer holds reports.view. The period, range and island group live in the URL.
 */
export default function MembershipReportPage() {
  const { t } = useTranslation('reports');
  const { query: request, period, region, update } = useReportParams();
  const query = useMembershipReportQuery(request);
  const report = query.data;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('membership.title')} subtitle={t('membership.subtitle')} />
        <MembershipControls
          period={period}
          region={region}
          range={report && { from: report.period.from, to: report.period.to }}
          label={report && membershipPeriodLabel(report.period)}
          onPeriod={(next) => update({ period: next, date: null, from: null, to: null })}
          onRange={(range) => update({ period: 'custom', date: null, ...range })}
          onRegion={(next) => update({ region: next ?? null })}
          onStep={(steps) =>
            report && period !== 'custom' && update({ date: shiftMembershipAnchor(period, report.period.from, steps) })
          }
        />
        <MembershipReportExports query={request} />
        {query.isError && !report ? (
          <RetryAlert
            title={t('membership.error')}
            retryLabel={t('financial.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="6" aria-busy={query.isFetching}>
            <MembershipTiles report={report} />
            {report ? (
              <ReportBody report={report} />
            ) : (
              <Skeleton height="48" borderRadius="lg" role="status" aria-label={t('membership.loading')} />
            )}
            {report && (
              <Text color="fg.muted" fontSize="sm" data-testid="membership-as-of">
                {t('membership.asOf', { time: formatDateTime(report.asOf) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function ReportBody({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  if (report.cards.current.total === 0 && report.cards.current.new === 0) {
    return (
      <Stack gap="6">
        <Text color="fg.muted" data-testid="membership-empty">
          {t('membership.empty')}
        </Text>
        <Highlights report={report} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <DistributionTable report={report} />
      <TypesTable report={report} />
      <MonthlyGrowth report={report} />
      <Highlights report={report} />
    </Stack>
  );
}

/** The highlights and recommendations the API computed from the figures, in the reader's language. */
function Highlights({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  const text = useNoticeText();
  if (report.highlights.length === 0) return null;
  return (
    <ReportSection id="membership-highlights" title={t('membership.highlights')}>
      <List.Root gap="2" paddingStart="5">
        {report.highlights.map((sentence, index) => (
          <List.Item key={`${index}-${sentence.key ?? sentence.message}`}>{text(sentence)}</List.Item>
        ))}
      </List.Root>
    </ReportSection>
  );
}
