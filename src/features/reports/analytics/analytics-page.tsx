import { Container, Field, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { analyticsWindows } from '@shared/contracts/analytics';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatDate, formatDateTime } from '@/lib/format';
import { oneOf, useUrlParams } from '@/lib/use-url-params';
import { useAnalyticsQuery } from '../api/get-analytics';
import { AnalyticsExports } from './analytics-exports';
import { AnalyticsCharts, AnalyticsTiles, isEmpty } from './analytics-sections';

/**
 * `/dashboard/analytics`: the officer's trend view (issue 27 §4) of the chapters where they hold
 * reports.view — members over time, the collection rate, transfers, applications against
 * verifications with the median wait, and arrears ageing. The window (6, 12 or 24 months) lives in
 * the URL.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('reports');
  const [params, update] = useUrlParams();
  const months = oneOf(params.get('months'), analyticsWindows, '12');
  const query = useAnalyticsQuery(months);
  const figures = query.data;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
        <HStack gap="4" alignItems="end" flexWrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label htmlFor="analytics-months">{t('analytics.window')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="analytics-months"
                value={months}
                onChange={(event) => update({ months: event.target.value === '12' ? null : event.target.value })}
              >
                {analyticsWindows.map((window) => (
                  <option key={window} value={window}>
                    {t('analytics.lastMonths', { count: Number(window) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {figures && (
            <Text color="fg.muted" data-testid="analytics-range">
              {t('analytics.range', {
                from: formatDate(figures.from, { timeZone: 'UTC' }),
                to: formatDate(figures.to, { timeZone: 'UTC' }),
              })}
            </Text>
          )}
        </HStack>
        <AnalyticsExports months={months} />
        {query.isError && !figures ? (
          <RetryAlert
            title={t('analytics.error')}
            retryLabel={t('financial.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : !figures ? (
          <Skeleton height="48" borderRadius="lg" role="status" aria-label={t('analytics.loading')} />
        ) : (
          <Stack gap="6" aria-busy={query.isFetching}>
            {isEmpty(figures) ? (
              <Text color="fg.muted" data-testid="analytics-empty">
                {t('analytics.empty')}
              </Text>
            ) : (
              <>
                <AnalyticsTiles figures={figures} />
                <AnalyticsCharts figures={figures} />
              </>
            )}
            <Text color="fg.muted" fontSize="sm" data-testid="analytics-as-of">
              {t('analytics.asOf', { time: formatDateTime(figures.asOf) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
