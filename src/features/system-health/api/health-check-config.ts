import { HEALTH_CHECK_INTERVAL_MS } from '@shared/constants';

export const systemHealthKeys = {
  all: ['system-health'] as const,
  health: () => [...systemHealthKeys.all, 'health'] as const,
  authPing: () => [...systemHealthKeys.all, 'auth-ping'] as const,
  authTestDb: () => [...systemHealthKeys.all, 'auth-test-db'] as const,
};

/** Checked at start and every 5 minutes (spec §7); one retry keeps a single dropped request quiet. */
export const healthCheckQueryDefaults = {
  refetchInterval: HEALTH_CHECK_INTERVAL_MS,
  staleTime: HEALTH_CHECK_INTERVAL_MS,
  retry: 1,
} as const;
