import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { MEMBER_ROLE, useAuth } from '@/features/auth';
import { DashboardShell } from '@/features/dashboard';
import { NotificationsModal } from '@/features/notifications';
import { useKeepCardReady, useOwnPhotoUrl } from '@/features/profile';
import { useApplyAccountPreferences } from '@/features/settings';
import { useDisplayRedraws } from '@/lib/display-preferences';
import { keepOffline, useOfflineState } from '@/lib/offline-data';
import { OfflineBanner } from './offline-banner';
import { QuietHealthBanner } from './quiet-health-banner';

/**
 * The signed-in shell (spec §2 "Dashboard shell"): the dashboard feature's sidebar, top bar and
 * bottom bar around the page, with the session from the auth feature and the Smart Notifications
 * panel from the notifications feature, the member's photo from the profile feature. Loaded on demand, so the landing page does not carry it.
 */
export default function SignedInLayout() {
  const { user, logout } = useAuth();
  const photoUrl = useOwnPhotoUrl(!!user?.member);
  // The member card opens offline from any signed-in visit, not only after the card page's (decision 0054).
  useKeepCardReady(!!user?.member);
  // The user's language, theme, zone and date format, from the server (they follow them to any browser).
  useApplyAccountPreferences();
  const redraws = useDisplayRedraws();
  // The user's own screens open without signal from what this device kept (decision 0054).
  const queryClient = useQueryClient();
  useEffect(
    () => (user ? keepOffline(queryClient, user, { scoped: user.role === MEMBER_ROLE }) : undefined),
    [queryClient, user],
  );
  const { online, stored } = useOfflineState();

  return (
    <DashboardShell
      user={user}
      onLogout={logout}
      // Offline, the health checks fail too: one banner says why.
      banner={!online || stored ? <OfflineBanner /> : <QuietHealthBanner />}
      photoUrl={photoUrl}
      renderNotifications={(props) => <NotificationsModal {...props} />}
    >
      <Outlet key={redraws} />
    </DashboardShell>
  );
}
