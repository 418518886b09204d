import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatisticsOverview } from '@shared/contracts/statistics';
import { formatNumber } from '@/lib/format';
import { useStatisticsOverviewQuery } from '../api/get-statistics-overview';
import { LandingSection } from './landing-section';

const tiles = [
  'totalMembers',
  'activeMembers',
  'totalProvinces',
  'totalBranches',
] as const satisfies readonly (keyof StatisticsOverview)[];

/** Live national figures from GET /statistics/overview; nothing here is a sample number. */
export function StatisticsSection() {
  const { t } = useTranslation('landing');
  const overview = useStatisticsOverviewQuery();

  return (
    <LandingSection id="statistics-title" title={t('statistics.title')} subtitle={t('statistics.subtitle')}>
      {overview.isError ? (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>{t('statistics.error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" aria-busy={overview.isPending}>
          {tiles.map((key) => (
            <Stack
              key={key}
              gap="1"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="xl"
              padding={{ base: '4', md: '6' }}
              data-testid={`stat-${key}`}
            >
              <Text as="dt" color="fg.muted" fontSize="sm" order={2}>
                {t(`statistics.${key}`)}
              </Text>
              <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" order={1}>
                {overview.data ? formatNumber(overview.data[key]) : <Skeleton variant="none" height="9" width="24" />}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </LandingSection>
  );
}
