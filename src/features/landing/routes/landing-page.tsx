import { useTranslation } from 'react-i18next';
import { ChaptersSection } from '../components/chapters-section';
import { FeatureHighlights } from '../components/feature-highlights';
import { HeroSection } from '../components/hero-section';

/** `/`: a modest home page; the full landing page (spec §1) comes later. */
export default function LandingPage() {
  const { t } = useTranslation();

  return (
    <>
      <title>{t('appTitle')}</title>
      <HeroSection />
      <FeatureHighlights />
      <ChaptersSection />
    </>
  );
}
