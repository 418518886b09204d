import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ShieldCheckIcon } from '@/components/ui/icons';

/** A list with a check mark before each line. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => (
        <HStack as="li" key={item} gap="2" align="flex-start">
          <ShieldCheckIcon boxSize="4" color="brand.fg" marginTop="1" flexShrink="0" />
          <Text>{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** A bordered panel; with a title it is a section of its own (h2, or h3 inside a section). */
export function InfoCard({
  title,
  level = 'h2',
  children,
}: {
  title?: string;
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '5', md: '6' }} height="full">
      <Stack gap="3">
        {title && (
          <Heading as={level} size="md">
            {title}
          </Heading>
        )}
        {children}
      </Stack>
    </Box>
  );
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <Stack gap="4" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {items.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** Links to related pages, as a row of cards. */
export function RelatedLinks({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            asChild
            display="block"
            padding="4"
            borderWidth="1px"
            borderRadius="lg"
            fontWeight="semibold"
            color="brand.fg"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
          >
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
