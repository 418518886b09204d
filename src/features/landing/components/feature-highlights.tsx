import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TransferIcon, UsersIcon, WalletIcon } from '@/components/ui/icons';

const features = [
  { key: 'membership', icon: <UsersIcon boxSize="6" /> },
  { key: 'transfer', icon: <TransferIcon boxSize="6" /> },
  { key: 'dues', icon: <WalletIcon boxSize="6" /> },
] as const satisfies readonly { key: string; icon: ReactNode }[];

export function FeatureHighlights() {
  const { t } = useTranslation('landing');

  return (
    <Box as="section" aria-labelledby="features-title">
      <Container maxW="6xl" paddingY={{ base: '14', md: '20' }}>
        <Heading as="h2" id="features-title" size={{ base: '2xl', md: '3xl' }} marginBottom="10">
          {t('features.title')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
          {features.map((feature) => (
            <Box as="li" key={feature.key} bg="bg.panel" borderWidth="1px" borderRadius="xl" padding="6">
              <Stack gap="4">
                <Flex
                  aria-hidden="true"
                  align="center"
                  justify="center"
                  boxSize="12"
                  borderRadius="lg"
                  bg="brand.subtle"
                  color="brand.fg"
                >
                  {feature.icon}
                </Flex>
                <Heading as="h3" size="lg">
                  {t(`features.${feature.key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`features.${feature.key}.description`)}</Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
