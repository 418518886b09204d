import { createContext, use } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/**
 * What the route guards need to know about the session. The root layout fills it from the auth
 * feature's provider; outside it (nothing should be) the session counts as still loading.
 */
export const SessionStatusContext = createContext<SessionStatus>('loading');

export function useSessionStatus(): SessionStatus {
  return use(SessionStatusContext);
}
