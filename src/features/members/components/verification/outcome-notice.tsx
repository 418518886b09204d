import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Outcome } from './application';

/**
 * The result of a verification action, shown where the officer was looking and announced: it
 * takes the focus (a status for screen readers, an alert for an error) when it appears.
 */
export function OutcomeNotice({ outcome, as }: { outcome: Outcome; as?: 'li' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);
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
