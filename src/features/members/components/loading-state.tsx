import { Center, Spinner, Text } from '@chakra-ui/react';

/** A member screen while its data (or the caller's permissions) loads: announced, not blank. */
export function LoadingState({ label, paddingY = '20' }: { label: string; paddingY?: string }) {
  return (
    <Center paddingY={paddingY} role="status">
      <Spinner marginEnd="3" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </Center>
  );
}
