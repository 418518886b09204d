import { Alert } from '@chakra-ui/react';

/** A change went through: its one sentence, read out politely (`role="status"`); nothing without one. */
export function SuccessNotice({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <Alert.Root status="success" role="status" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
