import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A phone's bottom navigation: fixed to the bottom edge above the home indicator, one list item
 * per tab, and gone from `hideFrom` up (where the page has its own navigation).
 */
export function BottomBar({
  label,
  hideFrom,
  children,
}: {
  label: string;
  hideFrom: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Box
      as="nav"
      aria-label={label}
      hideFrom={hideFrom}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      paddingBottom="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none">
        {children}
      </Flex>
    </Box>
  );
}
