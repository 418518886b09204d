import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section of the landing page: its heading (named by `id`) and intro, then its content; `tinted` sets it off. */
export function LandingSection({
  id,
  title,
  subtitle,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} {...(tinted ? { bg: 'bg.subtle', borderTopWidth: '1px' } : {})}>
      <Container maxW="6xl" paddingY={{ base: '14', md: '20' }}>
        <Stack gap="2" marginBottom="8" maxW="3xl">
          <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
