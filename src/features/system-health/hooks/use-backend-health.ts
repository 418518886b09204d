import { useAuthPingQuery } from '../api/get-auth-ping';
import { useAuthTestDbQuery } from '../api/get-auth-test-db';
import { useHealthQuery } from '../api/get-health';

export type BackendHealthStatus = 'checking' | 'ok' | 'limited';

/** Combines the three health checks: any failure means the backend is only partly reachable. */
export function useBackendHealth() {
  const checks = [useHealthQuery(), useAuthPingQuery(), useAuthTestDbQuery()];

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
