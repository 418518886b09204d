import { Badge, Box, Button, Container, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { NewsSummary } from '@shared/contracts/news';
import { NewsMeta, PriorityBadge } from '@/components/ui/news-meta';
import { useNewsQuery } from '../api/list-news';
import { useCarousel } from '../hooks/use-carousel';
import { LANDING_NEWS_LIMIT, NEWS_INTERVAL_MS, OTHER_NEWS_COUNT } from '../lib/landing-constants';
import { CarouselControls } from './carousel-controls';
import { NewspaperIcon } from './landing-icons';

/** The `n` items after the current one, wrapping around, never the current one itself. */
export function otherNews(items: NewsSummary[], current: number, count = OTHER_NEWS_COUNT): NewsSummary[] {
  const others: NewsSummary[] = [];
  for (let step = 1; step < items.length && others.length < count; step++) {
    others.push(items[(current + step) % items.length]!);
  }
  return others;
}

export function NewsCarousel() {
  const { t } = useTranslation('landing');
  const news = useNewsQuery(LANDING_NEWS_LIMIT);
  const items = news.data ?? [];
  const carousel = useCarousel(items.length, NEWS_INTERVAL_MS);
  const current = items[carousel.index];

  return (
    <Box as="section" aria-labelledby="news-title" bg="bg.subtle" borderTopWidth="1px">
      <Container maxW="6xl" paddingY={{ base: '14', md: '20' }}>
        <Flex justify="space-between" align="end" gap="4" marginBottom="8" flexWrap="wrap">
          <Stack gap="2">
            <Heading as="h2" id="news-title" size={{ base: '2xl', md: '3xl' }}>
              {t('news.title')}
            </Heading>
            <Text color="fg.muted">{t('news.subtitle')}</Text>
          </Stack>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/berita">{t('news.all')}</RouterLink>
          </Link>
        </Flex>

        {news.isPending ? (
          <Stack gap="4" aria-busy="true">
            <Text srOnly>{t('news.loading')}</Text>
            <Skeleton variant="none" height="64" borderRadius="xl" />
          </Stack>
        ) : news.isError ? (
          <Stack gap="3" align="flex-start" role="alert">
            <Text>{t('news.error')}</Text>
            <Button size="sm" variant="outline" onClick={() => void news.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        ) : !current ? (
          <Flex
            direction="column"
            align="center"
            gap="3"
            paddingY="12"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="xl"
            color="fg.muted"
          >
            <NewspaperIcon boxSize="8" />
            <Text>{t('news.empty')}</Text>
          </Flex>
        ) : (
          <Flex direction={{ base: 'column', lg: 'row' }} gap="8">
            <Box
              flex="2"
              aria-roledescription={t('news.carouselRole')}
              aria-label={t('news.carouselLabel')}
              role="region"
              {...carousel.holdProps}
            >
              <Box
                as="article"
                aria-roledescription={t('news.slideRole')}
                aria-label={t('news.slidePosition', { current: carousel.index + 1, total: items.length })}
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="xl"
                overflow="hidden"
                aria-live={carousel.running ? 'off' : 'polite'}
              >
                <Box
                  aria-hidden="true"
                  height={{ base: '32', md: '40' }}
                  bgGradient="to-r"
                  gradientFrom="brand.700"
                  gradientTo="brand.400"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  color="whiteAlpha.800"
                >
                  <NewspaperIcon boxSize="12" />
                </Box>
                <Stack gap="3" padding="6">
                  <HStack gap="2" flexWrap="wrap">
                    <PriorityBadge priority={current.priority} />
                    <Badge variant="outline">{current.category}</Badge>
                  </HStack>
                  <Heading as="h3" size="xl">
                    <Link asChild>
                      <RouterLink to={`/berita/${current.slug}`}>{current.title}</RouterLink>
                    </Link>
                  </Heading>
                  {current.excerpt && <Text color="fg.muted">{current.excerpt}</Text>}
                  <NewsMeta item={current} />
                </Stack>
              </Box>
              {items.length > 1 && (
                <CarouselControls
                  carousel={carousel}
                  labels={{
                    play: t('news.play'),
                    pause: t('news.pause'),
                    previous: t('news.previous'),
                    next: t('news.next'),
                  }}
                  variant="outline"
                  marginTop="4"
                  after={
                    <Text fontSize="sm" color="fg.muted" aria-hidden="true">
                      {carousel.index + 1} / {items.length}
                    </Text>
                  }
                />
              )}
            </Box>
            <Stack flex="1" gap="4" as="aside" aria-labelledby="other-news-title">
              <Heading as="h3" id="other-news-title" size="md">
                {t('news.other')}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3" data-testid="other-news">
                {otherNews(items, carousel.index).map((item) => (
                  <Box as="li" key={item.id} bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="4">
                    <Stack gap="2">
                      <PriorityBadge priority={item.priority} />
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={`/berita/${item.slug}`}>{item.title}</RouterLink>
                      </Link>
                      <NewsMeta item={item} />
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Stack>
          </Flex>
        )}
      </Container>
    </Box>
  );
}
