import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function ErrorState({ title, error, onRetry }: { title: string; error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('content');
  // A 404 carries the API's own Indonesian message ("Berita tidak ditemukan ..."); nothing to retry.
  const detail = isApiError(error) && error.status < 500 ? error.message : t('states.errorHint');
  return (
    <Stack
      role="alert"
      gap="3"
      align="flex-start"
      padding="6"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="xl"
      bg="bg.error"
    >
      <Flex gap="2" align="center" fontWeight="semibold">
        <AlertCircleIcon color="fg.error" />
        <Text>{title}</Text>
      </Flex>
      <Text color="fg.muted">{detail}</Text>
      {onRetry && !isNotFound(error) && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </Stack>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box
      paddingY="12"
      paddingX="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
      color="fg.muted"
      textAlign="center"
    >
      <Text>{children}</Text>
    </Box>
  );
}

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  loading: string;
  error: string;
  /** Title of the error state when the API answers 404 (an unknown or unpublished slug). */
  notFound?: string;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The designed loading, error and empty states of a query; `children` renders the data. */
export function QueryView<T>({ query, loading, error, notFound, empty, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending) return <PageLoader label={loading} minHeight="16rem" />;
  if (query.isError) {
    const title = notFound && isNotFound(query.error) ? notFound : error;
    return <ErrorState title={title} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (empty && isEmpty?.(query.data as T)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data as T)}</>;
}
