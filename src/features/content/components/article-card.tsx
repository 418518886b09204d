import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ArticleCardProps {
  to: string;
  title: string;
  excerpt?: string | null;
  badges?: ReactNode;
  meta?: ReactNode;
  /** Shown beside the text from tablets up, above it on phones (an event's date tile). */
  aside?: ReactNode;
}

/** A news item, blog post or event in a list: the title is the link, so the card reads well to screen readers. */
export function ArticleCard({ to, title, excerpt, badges, meta, aside }: ArticleCardProps) {
  return (
    <Box
      as="article"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      padding={{ base: '5', md: '6' }}
      position="relative"
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
      _focusWithin={{ borderColor: 'brand.emphasized' }}
      transition="box-shadow 0.15s, border-color 0.15s"
    >
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }} height="full">
        {aside}
        <Stack gap="3" flex="1">
          {badges && (
            <HStack gap="2" flexWrap="wrap">
              {badges}
            </HStack>
          )}
          <Heading as="h2" size="md" lineHeight="short">
            <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
              <RouterLink to={to}>{title}</RouterLink>
            </Link>
          </Heading>
          {excerpt && (
            <Text color="fg.muted" lineClamp="3">
              {excerpt}
            </Text>
          )}
          {meta && <Box marginTop="auto">{meta}</Box>}
        </Stack>
      </Flex>
    </Box>
  );
}

/** Cards in one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
      {children}
    </SimpleGrid>
  );
}
