import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Plain-text body: one paragraph per line or blank-line-separated block (no HTML is rendered). */
export function ArticleBody({ lead, content }: { lead?: string | null; content: string }) {
  const paragraphs = content
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="5" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {lead && (
        <Text fontWeight="medium" color="fg">
          {lead}
        </Text>
      )}
      {paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  const { t } = useTranslation('content');
  if (tags.length === 0) return null;
  return (
    <Box as="section" aria-label={t('article.tags')}>
      <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge variant="surface" size="md">
              #{tag}
            </Badge>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
