import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatNumber } from '@/lib/format';
import { useDuesStatsQuery } from '../../api/get-dues-stats';

/** Officers' summary over their scope (GET /dues/stats); skeletons until it arrives, nothing on error. */
export function DuesStatsTiles() {
  const { t } = useTranslation('payments');
  const stats = useDuesStatsQuery();
  if (stats.isError) return null;
  const data = stats.data;
  const tiles = [
    ['totalRevenue', data && formatIdr(data.totalRevenue)],
    ['pendingPayments', data && formatNumber(data.pendingPayments)],
    ['overdueCount', data && formatNumber(data.overdueCount)],
    ['thisMonthCollection', data && formatIdr(data.thisMonthCollection)],
  ] as const;
  return (
    <Grid
      as="section"
      aria-label={t('history.stats.label')}
      templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      gap="3"
    >
      {tiles.map(([key, value]) => (
        <Box key={key} bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="4" data-testid={`dues-stat-${key}`}>
          <Text fontSize="sm" color="fg.muted">
            {t(`history.stats.${key}`)}
          </Text>
          {value === undefined ? (
            <Skeleton height="7" width="20" marginTop="1" />
          ) : (
            <Text fontSize="xl" fontWeight="bold">
              {value}
            </Text>
          )}
        </Box>
      ))}
    </Grid>
  );
}
