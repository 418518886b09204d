import { useCallback, useMemo, useState } from 'react';

/** Spec §4 "Security check": pending, verified, expired (token cleared, redo needed), error. */
export type SecurityCheckStatus = 'pending' | 'verified' | 'expired' | 'error';

export interface SecurityCheck {
  status: SecurityCheckStatus;
  /** The Turnstile token while verified; sent with the form. */
  token: string | null;
  /** Counts resets; the widget starts a new challenge whenever it changes. */
  resets: number;
  /** Starts a new challenge; used after every failed submit and by the "verify again" button. */
  reset(): void;
  onSuccess(token: string): void;
  onExpire(): void;
  onError(): void;
}

/** The state of one security check; <SecurityCheckField> renders it and feeds it the widget's events. */
export function useSecurityCheck(): SecurityCheck {
  const [state, setState] = useState<{ status: SecurityCheckStatus; token: string | null; resets: number }>({
    status: 'pending',
    token: null,
    resets: 0,
  });

  const reset = useCallback(
    () => setState((current) => ({ status: 'pending', token: null, resets: current.resets + 1 })),
    [],
  );
  const onSuccess = useCallback(
    (token: string) => setState((current) => ({ ...current, status: 'verified', token })),
    [],
  );
  const onExpire = useCallback(() => setState((current) => ({ ...current, status: 'expired', token: null })), []);
  const onError = useCallback(() => setState((current) => ({ ...current, status: 'error', token: null })), []);

  return useMemo(
    () => ({ ...state, reset, onSuccess, onExpire, onError }),
    [state, reset, onSuccess, onExpire, onError],
  );
}
