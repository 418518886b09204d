import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDistributionItem } from '@shared/contracts/statistics';
import { formatNumber } from '@/lib/format';
import { useMemberDistributionQuery } from '../api/get-member-distribution';
import { TOP_PROVINCE_COUNT } from '../lib/landing-constants';
import { MapPinIcon } from './landing-icons';
import { LandingSection } from './landing-section';

// Leaflet and the heat layer are their own chunk, fetched only when the map scrolls into view.
const DistributionMap = lazy(() => import('./distribution-map'));

/** A map that fails (no canvas, a broken tile server script) must not take the province list with it. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Peta sebaran anggota tidak dapat ditampilkan', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** True once the element has come near the viewport; never in environments without IntersectionObserver. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

function ProvinceList({ items, total }: { items: MemberDistributionItem[]; total: number }) {
  const { t } = useTranslation('landing');
  return (
    <Stack as="ol" listStyleType="none" gap="3" data-testid="top-provinces">
      {items.map((item, position) => (
        <Flex
          as="li"
          key={item.provinceName}
          align="center"
          gap="3"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          padding="4"
        >
          <Flex
            aria-hidden="true"
            align="center"
            justify="center"
            boxSize="9"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="bold"
            flexShrink="0"
          >
            {position + 1}
          </Flex>
          <Box flex="1">
            <Text fontWeight="semibold">{item.provinceName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('distribution.share', {
                percent:
                  total > 0
                    ? ((item.memberCount / total) * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })
                    : '0',
              })}
            </Text>
          </Box>
          <Text fontWeight="bold" color="brand.fg" data-testid="province-count">
            {t('distribution.members', { count: item.memberCount, formatted: formatNumber(item.memberCount) })}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

export function DistributionSection() {
  const { t } = useTranslation('landing');
  const distribution = useMemberDistributionQuery();
  const [mapRef, mapNear] = useNearViewport<HTMLDivElement>();
  const items = distribution.data ?? [];
  const total = items.reduce((sum, item) => sum + item.memberCount, 0);
  const withMembers = items.filter((item) => item.memberCount > 0);

  const mapFallback = (
    <Flex
      height="full"
      minHeight="80"
      align="center"
      justify="center"
      direction="column"
      gap="2"
      color="fg.muted"
      padding="6"
      textAlign="center"
    >
      <MapPinIcon boxSize="8" />
      <Text>{t('distribution.mapUnavailable')}</Text>
    </Flex>
  );

  return (
    <LandingSection
      id="distribution-title"
      title={t('distribution.title')}
      subtitle={t('distribution.subtitle')}
      tinted
    >
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="8">
        <Box
          ref={mapRef}
          gridColumn={{ lg: 'span 3' }}
          minHeight={{ base: '80', md: '26rem' }}
          borderWidth="1px"
          borderRadius="xl"
          overflow="hidden"
          bg="bg.muted"
          position="relative"
          zIndex="0"
        >
          {/* A skeleton while the figures load; then, until the map comes near the screen, the still
                grey box (a pulsing skeleton would keep the page busy while nobody looks at it). */}
          {mapNear && distribution.data ? (
            <MapBoundary fallback={mapFallback}>
              <Suspense fallback={<Skeleton height="full" minHeight="80" />}>
                <DistributionMap items={withMembers} label={t('distribution.mapLabel')} />
              </Suspense>
            </MapBoundary>
          ) : distribution.isError ? (
            mapFallback
          ) : distribution.isPending ? (
            <Skeleton variant="none" height="full" minHeight="80" />
          ) : null}
        </Box>
        <Stack gridColumn={{ lg: 'span 2' }} gap="4">
          <Heading as="h3" size="md">
            {t('distribution.topTitle', { count: TOP_PROVINCE_COUNT })}
          </Heading>
          {distribution.isPending ? (
            <Stack gap="3" aria-busy="true">
              {Array.from({ length: TOP_PROVINCE_COUNT }, (_, index) => (
                <Skeleton key={index} variant="none" height="16" borderRadius="lg" />
              ))}
            </Stack>
          ) : distribution.isError ? (
            <Stack gap="3" align="flex-start" role="alert">
              <Text>{t('distribution.error')}</Text>
              <Button size="sm" variant="outline" onClick={() => void distribution.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          ) : withMembers.length === 0 ? (
            <Text color="fg.muted">{t('distribution.empty')}</Text>
          ) : (
            <>
              <ProvinceList items={withMembers.slice(0, TOP_PROVINCE_COUNT)} total={total} />
              {withMembers.length > TOP_PROVINCE_COUNT && (
                <Box as="details" fontSize="sm">
                  <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="semibold">
                    {t('distribution.allProvinces', { count: withMembers.length })}
                  </Box>
                  <Box
                    as="ul"
                    listStyleType="none"
                    marginTop="3"
                    maxHeight="60"
                    overflowY="auto"
                    tabIndex={0}
                    aria-label={t('distribution.allProvincesLabel')}
                  >
                    {withMembers.map((item) => (
                      <Flex
                        as="li"
                        key={item.provinceName}
                        justify="space-between"
                        paddingY="1"
                        borderBottomWidth="1px"
                      >
                        <span>{item.provinceName}</span>
                        <span>{formatNumber(item.memberCount)}</span>
                      </Flex>
                    ))}
                  </Box>
                </Box>
              )}
            </>
          )}
        </Stack>
      </SimpleGrid>
    </LandingSection>
  );
}
