import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card of the dashboard's home page: a titled section (`id` names its heading). */
export function HomeCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="xl" padding="5">
      <Heading as="h2" size="md" id={id} marginBottom="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
