import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card of the dues settings page: a titled section with what it sets, then its content. */
export function SettingsCard({
  id,
  title,
  subtitle,
  testId,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      padding="5"
      data-testid={testId}
    >
      <Stack gap="4">
        <Box>
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        </Box>
        {children}
      </Stack>
    </Box>
  );
}
