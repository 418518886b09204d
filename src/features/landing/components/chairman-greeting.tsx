import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** First letters of the first and last word: "Ketua Umum DPP" → "KD". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/** The chairman's greeting under the partner strip (spec §1). */
export function ChairmanGreeting() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" aria-labelledby="chairman-title">
      <Container maxW="6xl" paddingY={{ base: '14', md: '20' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="8" align={{ md: 'center' }}>
          {/* Initials in a circle; the name is written next to it, so screen readers skip this. */}
          <Flex
            aria-hidden="true"
            align="center"
            justify="center"
            flexShrink="0"
            boxSize={{ base: '24', md: '32' }}
            borderRadius="full"
            bg="brand.muted"
            color="brand.fg"
            fontSize="3xl"
            fontWeight="medium"
          >
            {initials(t('chairman.name'))}
          </Flex>
          <Stack gap="4">
            <Heading as="h2" id="chairman-title" size={{ base: '2xl', md: '3xl' }}>
              {t('chairman.title')}
            </Heading>
            <Text as="blockquote" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {t('chairman.greeting')}
            </Text>
            <Box>
              <Text fontWeight="bold">{t('chairman.name')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('chairman.role')}
              </Text>
            </Box>
            <Button asChild alignSelf="flex-start" variant="outline" size="sm">
              <RouterLink to="/tentang/ketua-dpp">{t('chairman.more')}</RouterLink>
            </Button>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}
