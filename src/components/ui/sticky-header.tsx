import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page's banner, kept at the top while the page scrolls: the public site's and the dashboard's. */
export function StickyHeader({ children }: { children: ReactNode }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      {children}
    </Box>
  );
}
