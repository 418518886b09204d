import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Outcome } from './application';

/**
 * The result of a verification action, shown where the officer was looking and announced: it
 * takes the focus (a status for screen readers, an alert for an error) when it appears.
 */
export function OutcomeNotice({
  outcome,
  as,
  focusRef,
}: {
  outcome: Outcome;
  as?: 'li';
  /** Where the dialog that led here returns the focus when it closes. */
  focusRef?: React.RefObject<HTMLDivElement | null>;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = focusRef ?? ownRef;
  useEffect(() => {
    ref.current?.focus();
  }, [outcome, ref]);
  return (
    <Alert.Root
      ref={ref}
      as={as}
      tabIndex={-1}
      status={outcome.status}
      role={outcome.status === 'error' ? 'alert' : 'status'}
      data-testid="verification-message"
    >
      <Alert.Indicator />
      <Alert.Title>{outcome.text}</Alert.Title>
    </Alert.Root>
  );
}
