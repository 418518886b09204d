import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesCategorySummary } from '@shared/contracts/dues';
import { formatIdr, formatNumber } from '@/lib/format';

/** Counts over every category the caller sees, whatever the filter; skeletons until they arrive. */
export function SummaryTiles({ summary }: { summary: DuesCategorySummary | undefined }) {
  const { t } = useTranslation('dues');
  const tiles = [
    ['total', summary && formatNumber(summary.total)],
    ['active', summary && formatNumber(summary.active)],
    ['inactive', summary && formatNumber(summary.inactive)],
    ['monthly', summary && formatIdr(summary.activeMonthlyAmount)],
  ] as const;
  return (
    <Grid
      as="section"
      aria-label={t('summary.label')}
      templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      gap="3"
    >
      {tiles.map(([key, value]) => (
        <Box
          key={key}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          padding="4"
          data-testid={`dues-summary-${key}`}
        >
          <Text fontSize="sm" color="fg.muted">
            {t(`summary.${key}`)}
          </Text>
          {value === undefined ? (
            <Skeleton height="7" width="16" marginTop="1" data-testid="dues-summary-skeleton" />
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
