import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ChairmanGreeting,
  GallerySection,
  PlatformFeatures,
  TestimonialsSection,
  VisionMission,
} from '../components/content-sections';
import { DistributionSection } from '../components/distribution-section';
import { HeroSlideshow } from '../components/hero-slideshow';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { NewsCarousel } from '../components/news-carousel';
import { PartnerStrip } from '../components/partner-strip';
import { StatisticsSection } from '../components/statistics-section';

/** `/`: the public landing page of spec §1, every figure live from the API. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('landing');

  return (
    <Box paddingBottom={{ base: '16', md: '0' }}>
      <title>{t('appTitle')}</title>
      <meta name="description" content={tl('meta.description')} />
      <VisuallyHidden asChild>
        <h1>{t('appTitle')}</h1>
      </VisuallyHidden>
      <HeroSlideshow />
      <PartnerStrip />
      <ChairmanGreeting />
      <StatisticsSection />
      <DistributionSection />
      <NewsCarousel />
      <VisionMission />
      <PlatformFeatures />
      <GallerySection />
      <TestimonialsSection />
      <MobileBottomBar />
    </Box>
  );
}
