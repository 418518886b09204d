import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon, TransferIcon, UsersIcon, WalletIcon } from '@/components/ui/icons';
import { BuildingIcon, CalendarIcon, NewspaperIcon, QuoteIcon } from './landing-icons';
import { LandingSection } from './landing-section';

const values = ['integrity', 'professionalism', 'collaboration', 'service'] as const;

export function VisionMission() {
  const { t } = useTranslation('landing');
  const missions = t('vision.missions', { returnObjects: true }) as string[];
  return (
    <LandingSection id="vision-title" title={t('vision.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="3" bg="brand.subtle" borderRadius="xl" padding="6">
          <Heading as="h3" size="lg" color="brand.fg">
            {t('vision.visionTitle')}
          </Heading>
          <Text fontSize="lg">{t('vision.vision')}</Text>
        </Stack>
        <Stack gap="3" bg="bg.panel" borderWidth="1px" borderRadius="xl" padding="6">
          <Heading as="h3" size="lg">
            {t('vision.missionTitle')}
          </Heading>
          <Stack as="ol" gap="2" paddingStart="5" listStyleType="decimal">
            {missions.map((mission) => (
              <li key={mission}>{mission}</li>
            ))}
          </Stack>
        </Stack>
      </SimpleGrid>
      <Heading as="h3" size="lg" marginTop="10" marginBottom="4">
        {t('vision.valuesTitle')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 4 }} gap="4">
        {values.map((value) => (
          <Stack as="li" key={value} gap="1" borderWidth="1px" borderRadius="lg" padding="4">
            <Text fontWeight="bold" color="brand.fg">
              {t(`vision.values.${value}.title`)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`vision.values.${value}.description`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}

const features = [
  { key: 'membership', icon: <UsersIcon boxSize="6" /> },
  { key: 'transfer', icon: <TransferIcon boxSize="6" /> },
  { key: 'dues', icon: <WalletIcon boxSize="6" /> },
  { key: 'verification', icon: <ShieldCheckIcon boxSize="6" /> },
  { key: 'events', icon: <CalendarIcon boxSize="6" /> },
  { key: 'news', icon: <NewspaperIcon boxSize="6" /> },
] as const satisfies readonly { key: string; icon: ReactNode }[];

export function PlatformFeatures() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="6">
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
    </LandingSection>
  );
}

const galleryItems = [
  { key: 'congress', gradient: ['brand.700', 'brand.400'] },
  { key: 'training', gradient: ['teal.700', 'cyan.500'] },
  { key: 'socialService', gradient: ['cyan.800', 'brand.500'] },
  { key: 'competency', gradient: ['brand.900', 'teal.500'] },
] as const;

export function GallerySection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="gallery-title" title={t('gallery.title')} subtitle={t('gallery.subtitle')}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 4 }} gap="4">
        {galleryItems.map((item) => (
          <Box as="li" key={item.key}>
            <Box as="figure" borderRadius="xl" overflow="hidden" borderWidth="1px">
              <Flex
                aria-hidden="true"
                height="40"
                bgGradient="to-br"
                gradientFrom={item.gradient[0]}
                gradientTo={item.gradient[1]}
                align="center"
                justify="center"
                color="whiteAlpha.800"
              >
                <BuildingIcon boxSize="10" />
              </Flex>
              <Box as="figcaption" padding="3" fontSize="sm">
                <Text fontWeight="semibold">{t(`gallery.items.${item.key}.title`)}</Text>
                <Text color="fg.muted">{t(`gallery.items.${item.key}.caption`)}</Text>
              </Box>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}

const testimonials = ['member', 'treasurer', 'officer'] as const;

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="testimonials-title" title={t('testimonials.title')} tinted>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {testimonials.map((key) => (
          <Box as="li" key={key}>
            <Stack as="figure" gap="4" bg="bg.panel" borderWidth="1px" borderRadius="xl" padding="6" height="full">
              <QuoteIcon boxSize="6" color="brand.fg" />
              <Text as="blockquote" color="fg">
                {t(`testimonials.items.${key}.quote`)}
              </Text>
              <Box as="figcaption" marginTop="auto">
                <Text fontWeight="bold">{t(`testimonials.items.${key}.name`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`testimonials.items.${key}.role`)}
                </Text>
              </Box>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
