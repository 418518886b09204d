import { createContext, use } from 'react';
import type { LoginResponse, SessionUser } from '@shared/contracts/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  /** Set when `status` is 'authenticated'. */
  user: SessionUser | null;
  /**
   * Keeps the tokens of a successful login; `rememberMe` decides whether they outlive the browser
   * session. `second-factor`: the account has a verified authenticator, so the session counts only
   * once `verifySecondFactor` has raised it to aal2.
   */
  completeLogin(result: LoginResponse, options: { rememberMe: boolean }): Promise<'signed-in' | 'second-factor'>;
  /** The 6-digit code of the pending login's authenticator; rejects with the auth server's error. */
  verifySecondFactor(code: string): Promise<void>;
  /** Abandons a login waiting for its code: the aal1 session is ended. */
  cancelSecondFactor(): Promise<void>;
  /** `Keluar`: ends the session on the server, clears everything stored, goes to /login. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
