import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const levels = ['DPP', 'DPW', 'DPC'] as const;

export function ChaptersSection() {
  const { t } = useTranslation('landing');

  return (
    <Box as="section" aria-labelledby="chapters-title" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" paddingY={{ base: '14', md: '16' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="8" align={{ md: 'center' }} justify="space-between">
          <Stack gap="3" maxW="2xl">
            <Heading as="h2" id="chapters-title" size={{ base: 'xl', md: '2xl' }}>
              {t('chapters.title')}
            </Heading>
            <Text color="fg.muted">{t('chapters.description')}</Text>
          </Stack>
          <HStack gap="3" aria-hidden="true">
            {levels.map((level) => (
              <Box
                key={level}
                paddingX="5"
                paddingY="3"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="brand.border"
                bg="bg.panel"
                color="brand.fg"
                fontWeight="bold"
              >
                {level}
              </Box>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
