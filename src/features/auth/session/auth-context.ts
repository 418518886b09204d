import { createContext, use } from 'react';
import type { LoginResponse, SessionUser } from '@shared/contracts/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  /** Set when `status` is 'authenticated'. */
  user: SessionUser | null;
  /** Keeps the tokens of a successful login; `rememberMe` decides whether they outlive the browser session. */
  completeLogin(result: LoginResponse, options: { rememberMe: boolean }): Promise<void>;
  /** `Keluar`: ends the session on the server, clears everything stored, goes to /login. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
