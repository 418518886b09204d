import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIdr } from '@/lib/format';
import { useRecentActivityQuery } from '../../api/get-recent-activity';
import { HomeCard } from './home-card';

/** The ten latest events in scope, newest first, with who and where. */
export function RecentActivity() {
  const { t } = useTranslation('dashboard');
  const activity = useRecentActivityQuery(10);
  return (
    <HomeCard id="recent-activity-title" title={t('home.activity.title')}>
      {activity.isPending ? (
        <Stack gap="2" role="status" aria-label={t('home.loading')}>
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : activity.isError ? (
        <HStack role="alert" justify="space-between" gap="3">
          <Text color="fg.error">{t('home.activity.error')}</Text>
          <Button size="xs" variant="outline" onClick={() => void activity.refetch()}>
            {t('home.retry')}
          </Button>
        </HStack>
      ) : activity.data.length === 0 ? (
        <Text color="fg.muted">{t('home.activity.empty')}</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="recent-activity">
          {activity.data.map((entry) => (
            <Box as="li" key={entry.id} borderStartWidth="2px" borderColor="brand.border" paddingStart="3">
              <Text fontSize="sm">
                {entry.summary}
                {entry.amount !== null && ` · ${formatIdr(entry.amount)}`}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {[
                  formatDateTime(entry.createdAt),
                  entry.actorName && t('home.activity.by', { name: entry.actorName }),
                  entry.organizationName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}
