import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-width loading state; the text is what screen readers announce. */
export function PageLoader({ label, minHeight = '50vh' }: { label: string; minHeight?: string }) {
  return (
    <Center minHeight={minHeight} paddingY="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}
