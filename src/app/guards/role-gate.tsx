import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { redirectForRole, useAuth } from '@/features/auth';

/**
 * Keeps each role on the pages it may use (spec §2): ANGGOTA only reaches its own profile,
 * transfer requests and history, and dues history (anything else shows the profile); role
 * management is for SUPER_ADMIN only. Placed inside <RequireAuth>, so a user is present.
 */
export function RoleGate() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const target = user ? redirectForRole(user.role, pathname) : null;

  if (target && target !== pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
