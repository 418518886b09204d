import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure of the member's home: a titled box, its content and an optional action under it. */
export function HomeTile({
  title,
  testId,
  children,
  action,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      data-testid={testId}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      padding="4"
      minWidth="0"
    >
      <Stack gap="2" height="full">
        <Heading as="h3" size="sm" color="fg.muted">
          {title}
        </Heading>
        <Stack gap="1" flex="1">
          {children}
        </Stack>
        {action}
      </Stack>
    </Box>
  );
}
