import { Alert } from '@chakra-ui/react';

/** A form-level message: the server's answer to a submit. */
export function FormAlert({
  status,
  title,
  children,
}: {
  status: 'error' | 'success' | 'info';
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
