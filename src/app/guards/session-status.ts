import { createContext, use } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * Sign-in does not exist yet, so every visitor is anonymous and signed-in-only routes send
 * people to /login. The auth feature will provide the real status through this context.
 */
export const SessionStatusContext = createContext<SessionStatus>('anonymous');

export function useSessionStatus(): SessionStatus {
  return use(SessionStatusContext);
}
