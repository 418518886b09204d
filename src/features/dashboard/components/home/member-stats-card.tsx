import { Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useMemberStatsQuery } from '@/lib/member-stats';
import { HomeCard } from './home-card';

/** Members by status and by membership type, in scope; skeletons while loading. */
export function MemberStatsCard() {
  const { t } = useTranslation('dashboard');
  const memberStats = useMemberStatsQuery();
  const stats = memberStats.data;
  return (
    <HomeCard id="member-stats-title" title={t('home.stats.title')}>
      {memberStats.isPending ? (
        <Stack gap="2" aria-busy="true" data-testid="member-stats-loading">
          <Skeleton height="5" />
          <Skeleton height="5" />
          <Skeleton height="5" />
        </Stack>
      ) : !stats ? (
        <Text color="fg.muted">{t('home.stats.unavailable')}</Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <Stack as="dl" gap="2">
            {(
              [
                ['pending', stats.pendingMembers],
                ['inactive', stats.inactiveMembers],
                ['expired', stats.expiredMembers],
                ['suspended', stats.suspendedMembers],
                ['legacy', stats.legacyMembers],
              ] as const
            ).map(([key, value]) => (
              <HStack key={key} justify="space-between">
                <Text as="dt" color="fg.muted">
                  {t(`home.stats.${key}`)}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {formatNumber(value)}
                </Text>
              </HStack>
            ))}
          </Stack>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="semibold">
              {t('home.stats.byType')}
            </Text>
            <Stack as="dl" gap="2">
              {(['BIASA', 'LUAR_BIASA', 'KEHORMATAN'] as const).map((type) => (
                <HStack key={type} justify="space-between">
                  <Text as="dt" color="fg.muted">
                    {t(`home.stats.${type}`)}
                  </Text>
                  <Text as="dd" fontWeight="semibold">
                    {formatNumber(stats.membersByType[type])}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        </Grid>
      )}
    </HomeCard>
  );
}
