import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One card of the /debug page, its heading naming the region. */
export function DebugSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      padding={{ base: '4', md: '5' }}
      bg="bg.panel"
      data-testid={testId}
    >
      <Stack gap="3">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** Label and value pairs as a description list that wraps on a phone. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="1">
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm">
            {label}
          </Box>
          <Box as="dd" fontWeight="medium" marginBottom={{ base: '2', sm: '0' }} wordBreak="break-word">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
