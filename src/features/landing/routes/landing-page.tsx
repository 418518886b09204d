import { Box, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { HeroSlideshow } from '../components/hero-slideshow';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { PartnerStrip } from '../components/partner-strip';

const BelowTheFold = lazy(() => import('../components/below-the-fold'));

/** The sections below the first screen, loaded after the first paint. */
function LaterSections() {
  const painted = useAfterFirstPaint();
  // A key press (Tab, Page Down, Ctrl+F) asks for all of them, also before their code is here.
  const [all, setAll] = useState(false);
  useEffect(() => {
    const renderAll = () => setAll(true);
    window.addEventListener('keydown', renderAll, { once: true });
    return () => window.removeEventListener('keydown', renderAll);
  }, []);
  // A screen high until they are there, so the footer stays below the fold and nothing visible moves.
  const placeholder = <Box minHeight="100vh" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <BelowTheFold all={all} />
    </Suspense>
  ) : (
    placeholder
  );
}

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
      <LaterSections />
      <MobileBottomBar />
    </Box>
  );
}
