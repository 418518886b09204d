import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SessionStatusContext } from '@/app/guards/session-status';
import { useRoutePattern } from '@/app/route-pattern';
import { AuthProvider, useAuth } from '@/features/auth';

function SessionStatusBridge() {
  const { status } = useAuth();
  return (
    <SessionStatusContext value={status}>
      <Outlet />
    </SessionStatusContext>
  );
}

/** Inside the router, so the session can redirect (logout, 401) and the guards can read it. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      {/* Which route the page is (`/dashboard/*` for the overview fallback); no box of its own. */}
      <div data-route={useRoutePattern()} style={{ display: 'contents' }}>
        <SessionStatusBridge />
      </div>
    </AuthProvider>
  );
}
