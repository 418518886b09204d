import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntryList as AuditPage } from '@shared/contracts/audit';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { AuditEntryList } from './audit-entry-list';

/** The list's states: loading, refused, failed, empty (filtered or not), and the pages so far. */
export function AuditResults({
  query,
  filtered,
  onClear,
}: {
  query: UseInfiniteQueryResult<InfiniteData<AuditPage>>;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('system');
  if (query.isPending) {
    return (
      <Stack direction="row" align="center" gap="3" role="status" paddingY="8" justify="center">
        <Spinner size="sm" />
        <Text>{t('auditLog.list.loading')}</Text>
      </Stack>
    );
  }
  const { data, error } = query;
  // A failed next page keeps the pages so far (status error with data): its alert is under them.
  if (!data) {
    const forbidden = error instanceof ApiError && error.status === 403;
    return (
      <ApiErrorAlert
        title={forbidden ? t('auditLog.list.forbidden') : t('auditLog.list.loadFailed')}
        error={error}
        retryLabel={forbidden ? undefined : t('auditLog.list.retry')}
        onRetry={forbidden ? undefined : () => void query.refetch()}
        testId="audit-error"
      />
    );
  }
  const entries = data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <Stack align="center" gap="2" paddingY="10" textAlign="center" data-testid="audit-empty">
        <FilteredListEmpty
          filtered={filtered}
          title={t(filtered ? 'auditLog.list.emptyFiltered' : 'auditLog.list.empty')}
          hint={t(filtered ? 'auditLog.list.emptyFilteredHint' : 'auditLog.list.emptyHint')}
          clearText={t('auditLog.filters.clear')}
          onClear={onClear}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('auditLog.list.shown', { count: entries.length, formatted: formatNumber(entries.length) })}
      </Text>
      <AuditEntryList entries={entries} />
      <Box alignSelf="center">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            loadingText={t('auditLog.list.loadingMore')}
          >
            {t('auditLog.list.more')}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('auditLog.list.end')}
          </Text>
        )}
      </Box>
      {query.isFetchNextPageError && (
        <ApiErrorAlert
          title={t('auditLog.list.loadFailed')}
          error={error}
          retryLabel={t('auditLog.list.retry')}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
