import { Button, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatDateTime } from '@/lib/format';
import { useSystemDebugQuery } from '../api/get-system-debug';
import {
  DailyJobSection,
  OutboxSection,
  ServicesSection,
  StorageSection,
  VersionsSection,
} from '../components/debug-sections';

/**
 * `/debug` (issue 28 §5, SUPER_ADMIN only: the role gate sends others away and the API refuses
 * them): versions, migration level, each service's health, the outbox, the daily job's last runs
 * and the storage per bucket. Nothing secret is shown.
 */
export default function DebugPage() {
  const { t } = useTranslation('system');
  const debug = useSystemDebugQuery();
  const info = debug.data;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('debug.title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('debug.title')}
            </Heading>
            <Text color="fg.muted">{t('debug.subtitle')}</Text>
            {info && (
              <Text fontSize="sm" color="fg.muted" data-testid="debug-checked-at">
                {t('debug.checkedAt', { time: formatDateTime(info.checkedAt) })}
              </Text>
            )}
          </Stack>
          <Button
            variant="outline"
            alignSelf={{ base: 'start', md: 'center' }}
            onClick={() => void debug.refetch()}
            loading={debug.isFetching}
          >
            {t('debug.refresh')}
          </Button>
        </Flex>
        {debug.isPending && (
          <Stack gap="4" role="status" aria-label={t('debug.loading')}>
            <Text srOnly>{t('debug.loading')}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} height="40" borderRadius="lg" />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <ApiErrorAlert
          title={t('debug.loadFailed')}
          error={debug.isError ? debug.error : null}
          retryLabel={t('debug.retry')}
          onRetry={() => void debug.refetch()}
          testId="debug-error"
        />
        {info && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <VersionsSection info={info} />
            <ServicesSection info={info} />
            <OutboxSection info={info} />
            <StorageSection info={info} />
            <DailyJobSection info={info} />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
