import { Alert, Button } from '@chakra-ui/react';

/** A failed call: what failed, the server's own message (Indonesian), and a retry when it helps. */
export function ApiErrorAlert({
  title,
  error,
  retryLabel,
  onRetry,
  testId,
}: {
  title: string;
  error: Error | null;
  retryLabel?: string;
  onRetry?: () => void;
  testId?: string;
}) {
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      {onRetry && retryLabel && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert.Root>
  );
}
