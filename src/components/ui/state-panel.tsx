import { Box, Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A whole-page state in a centred panel with a round icon: "coming soon", "not found". The heading
 * inside must carry `labelledBy` as its id.
 */
export function StatePanel({
  icon,
  labelledBy,
  testId,
  children,
}: {
  icon: ReactNode;
  labelledBy: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="3xl" paddingY={{ base: '12', md: '20' }}>
      <Box
        as="section"
        aria-labelledby={labelledBy}
        data-testid={testId}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="sm"
        paddingX={{ base: '6', md: '12' }}
        paddingY={{ base: '10', md: '14' }}
        textAlign="center"
      >
        <Stack align="center" gap="5">
          <Box
            aria-hidden="true"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="14"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
          >
            {icon}
          </Box>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
