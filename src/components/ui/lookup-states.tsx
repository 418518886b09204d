import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/*
 * The states of a public page reached through a printed code or a shared link (a member card's
 * QR, a payment's receipt): the code leads nowhere, or its answer is on its way.
 */

/** The code or link matches nothing (or is malformed): said plainly, with a hint. */
export function LookupNotFound({
  id,
  title,
  hint,
  icon,
  testId,
}: {
  id: string;
  title: string;
  hint: string;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      data-testid={testId}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      padding="8"
      textAlign="center"
    >
      <Stack align="center" gap="3">
        {icon}
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted">{hint}</Text>
      </Stack>
    </Box>
  );
}

/** The answer's place while it loads: its headline and its body. */
export function LookupSkeleton({ label, testId }: { label?: string; testId?: string }) {
  return (
    <Stack gap="3" aria-label={label} data-testid={testId}>
      <Skeleton height="8" width="48" />
      <Skeleton height="24" />
    </Stack>
  );
}
