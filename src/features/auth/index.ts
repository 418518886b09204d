export { AccountSummary } from './components/account-summary';
export { AuthProvider } from './session/auth-provider';
export { useAuth, type AuthStatus } from './session/auth-context';
export {
  homePathFor,
  pathAfterLogin,
  redirectForRole,
  DASHBOARD_PATH,
  MEMBER_HOME_PATH,
  MEMBER_ROLE,
  SUPER_ADMIN_ROLE,
} from './session/access';
