import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@shared/errors';
import { isApiError } from '@/lib/api-client';
import { useAuthPingQuery } from '../api/get-auth-ping';
import { useAuthTestDbQuery } from '../api/get-auth-test-db';
import { useHealthQuery } from '../api/get-health';
import { systemHealthKeys } from '../api/health-check-config';

export type BackendHealthStatus = 'checking' | 'ok' | 'limited';

const databaseUnavailable: ErrorCode = 'DATABASE_UNAVAILABLE';

/** Combines the three health checks: any failure means the backend is only partly reachable. */
export function useBackendHealth() {
  const checks = [useHealthQuery(), useAuthPingQuery(), useAuthTestDbQuery()];
  useRecheckWhenDatabaseIsDown(useQueryClient());

  const status: BackendHealthStatus = checks.some((check) => check.isError)
    ? 'limited'
    : checks.every((check) => check.isSuccess)
      ? 'ok'
      : 'checking';

  return {
    status,
    isRechecking: checks.some((check) => check.isFetching),
    recheck: () => Promise.all(checks.map((check) => check.refetch())),
  };
}

/**
 * The checks run at start and every 5 minutes (spec §7). When any other call meanwhile answers
 * DATABASE_UNAVAILABLE, they run again at once, so the banner shows while the database is down
 * rather than up to 5 minutes later.
 */
function useRecheckWhenDatabaseIsDown(queryClient: QueryClient) {
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (!isApiError(error) || error.code !== databaseUnavailable) return;
      void queryClient.refetchQueries({ queryKey: systemHealthKeys.all }, { cancelRefetch: false });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      const isHealthCheck = event.query.queryKey[0] === systemHealthKeys.all[0];
      if (event.type === 'updated' && event.action.type === 'error' && !isHealthCheck) recheck(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
