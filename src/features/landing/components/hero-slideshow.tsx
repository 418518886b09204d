import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { StatisticsOverview } from '@shared/contracts/statistics';
import { formatNumber } from '@/lib/format';
import { useStatisticsOverviewQuery } from '../api/get-statistics-overview';
import { useCarousel } from '../hooks/use-carousel';
import { HERO_INTERVAL_MS } from '../lib/landing-constants';
import { CarouselControls } from './carousel-controls';

/** Spec §3 "Hero slide"; the texts live in the landing namespace, the stat is a live figure. */
interface HeroSlide {
  id: 'welcome' | 'dues' | 'network';
  ctaLink: string;
  stat: keyof Pick<StatisticsOverview, 'activeMembers' | 'totalBranches' | 'totalProvinces'>;
  gradient: [string, string];
}

export const heroSlides: HeroSlide[] = [
  { id: 'welcome', ctaLink: '/register', stat: 'activeMembers', gradient: ['brand.800', 'brand.600'] },
  { id: 'dues', ctaLink: '/panduan-pembayaran', stat: 'totalBranches', gradient: ['teal.900', 'brand.700'] },
  { id: 'network', ctaLink: '/profil', stat: 'totalProvinces', gradient: ['cyan.900', 'brand.800'] },
];

/** The slide's live figure; its own query subscriber, so the figure's arrival re-renders only this line. */
function HeroStat({ stat }: { stat: HeroSlide['stat'] }) {
  const { t } = useTranslation('landing');
  // Asked for after the first paint, which then does not wait on the request.
  const value = useStatisticsOverviewQuery({ enabled: useAfterFirstPaint() }).data?.[stat];
  return (
    // Its line is kept while the figure loads (or when it cannot), so the slide never grows.
    <Text fontSize="md" color="whiteAlpha.900" lineHeight="2.5rem" minHeight="2.5rem">
      {value !== undefined && (
        <>
          <Text as="strong" fontSize="2xl" lineHeight="1" color="white" marginEnd="2">
            {formatNumber(value)}
          </Text>
          {t(`hero.stats.${stat}`)}
        </>
      )}
    </Text>
  );
}

export function HeroSlideshow() {
  const { t } = useTranslation('landing');
  const carousel = useCarousel(heroSlides.length, HERO_INTERVAL_MS);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      carousel.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      carousel.previous();
    }
  };

  return (
    <Box
      as="section"
      aria-roledescription={t('hero.carouselRole')}
      aria-label={t('hero.label')}
      position="relative"
      color="white"
      {...carousel.holdProps}
      onKeyDown={onKeyDown}
    >
      {/* All slides share one grid cell, so the hero is as tall as its tallest slide and does not
          change height (moving the page below) when the slide changes. */}
      <Box display="grid" aria-live={carousel.running ? 'off' : 'polite'} aria-atomic="false">
        {heroSlides.map((slide, position) => {
          const active = position === carousel.index;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription={t('hero.slideRole')}
              aria-label={t('hero.slidePosition', { current: position + 1, total: heroSlides.length })}
              aria-hidden={!active}
              inert={!active}
              visibility={active ? 'visible' : 'hidden'}
              gridArea="1 / 1"
              bgGradient="to-br"
              gradientFrom={slide.gradient[0]}
              gradientTo={slide.gradient[1]}
              minHeight={{ base: '30rem', md: '34rem' }}
              display="flex"
              alignItems="center"
            >
              <Container maxW="6xl" paddingY={{ base: '12', md: '20' }} paddingBottom={{ base: '24', md: '24' }}>
                <Stack gap="5" maxW="3xl">
                  <Badge
                    alignSelf="flex-start"
                    size="lg"
                    borderRadius="full"
                    paddingX="3"
                    bg="whiteAlpha.200"
                    color="white"
                  >
                    {t(`hero.slides.${slide.id}.badge`)}
                  </Badge>
                  <Heading as="h2" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter" letterSpacing="tight">
                    {t(`hero.slides.${slide.id}.title`)}
                  </Heading>
                  <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
                    {t(`hero.slides.${slide.id}.subtitle`)}
                  </Text>
                  <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
                    {t(`hero.slides.${slide.id}.description`)}
                  </Text>
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
                    <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'whiteAlpha.900' }}>
                      <RouterLink to={slide.ctaLink}>{t(`hero.slides.${slide.id}.cta`)}</RouterLink>
                    </Button>
                    <HeroStat stat={slide.stat} />
                  </Stack>
                </Stack>
              </Container>
            </Box>
          );
        })}
      </Box>

      <Container maxW="6xl" position="absolute" bottom="6" insetX="0">
        <CarouselControls
          carousel={carousel}
          labels={{ play: t('hero.play'), pause: t('hero.pause'), previous: t('hero.previous'), next: t('hero.next') }}
          variant="subtle"
          justify={{ base: 'center', md: 'flex-start' }}
          between={
            <HStack as="ul" listStyleType="none" gap="1" aria-label={t('hero.choose')}>
              {heroSlides.map((slide, position) => (
                <li key={slide.id}>
                  <Box
                    as="button"
                    aria-label={t('hero.goTo', { number: position + 1 })}
                    aria-current={position === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.goTo(position)}
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="6"
                    cursor="pointer"
                    borderRadius="full"
                    focusVisibleRing="outside"
                  >
                    <Box
                      as="span"
                      aria-hidden="true"
                      height="2.5"
                      width={position === carousel.index ? '6' : '2.5'}
                      borderRadius="full"
                      bg={position === carousel.index ? 'white' : 'whiteAlpha.600'}
                      transition={carousel.reducedMotion ? undefined : 'width 0.2s'}
                    />
                  </Box>
                </li>
              ))}
            </HStack>
          }
        />
      </Container>
    </Box>
  );
}
