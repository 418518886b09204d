import { Box } from '@chakra-ui/react';
import { SUPER_ADMIN_ROLE, useAuth } from '@/features/auth';
import DashboardHomePage from '@/features/dashboard/routes/dashboard-home-page';
import type { CheckState, SystemStatus } from '@/features/dashboard/components/system-status-panel';
import { useAuthPingQuery } from '@/features/system-health/api/get-auth-ping';
import { useAuthTestDbQuery } from '@/features/system-health/api/get-auth-test-db';
import { ProfileCompletionBanner } from '@/features/profile';
import { useHealthQuery } from '@/features/system-health/api/get-health';

function stateOf(query: { isError: boolean; isSuccess: boolean }): CheckState {
  return query.isError ? 'offline' : query.isSuccess ? 'online' : 'checking';
}

/**
 * The dashboard home, composed at the app level: the dashboard feature's page with the real
 * health checks of the system-health feature (features do not import each other). The
 * "Status Sistem" panel is the system administrator's only: chapter officers cannot act on a
 * database's latency, and every signed-in page already warns when the backend is unreachable
 * (HealthStatusBanner, the same checks).
 */
export default function DashboardHomeRoute() {
  const { user } = useAuth();
  const health = useHealthQuery();
  const ping = useAuthPingQuery();
  const testDb = useAuthTestDbQuery();
  const queries = [health, ping, testDb];

  const systemStatus: SystemStatus = {
    checks: [
      { key: 'backend', state: stateOf(health) },
      { key: 'auth', state: stateOf(ping) },
      { key: 'database', state: stateOf(testDb), latencyMs: testDb.data?.latencyMs },
    ],
    rechecking: queries.some((query) => query.isFetching),
    recheck: () => void Promise.all(queries.map((query) => query.refetch())),
  };

  return (
    <>
      {user?.member && (
        <Box paddingX={{ base: '4', md: '6' }} paddingTop="4">
          <ProfileCompletionBanner />
        </Box>
      )}
      <DashboardHomePage
        systemStatus={user?.role === SUPER_ADMIN_ROLE ? systemStatus : undefined}
        userName={user?.firstName || undefined}
        scopeName={user?.organization?.name ?? null}
      />
    </>
  );
}
