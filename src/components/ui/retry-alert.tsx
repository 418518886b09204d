import { Alert, Button } from '@chakra-ui/react';

/** Something this screen needs did not load: what, and a button that asks again. */
export function RetryAlert({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
      <Button size="xs" variant="outline" type="button" marginStart="auto" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
