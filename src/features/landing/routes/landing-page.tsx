import { Box, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChairmanGreeting } from '../components/chairman-greeting';
import { HeroSlideshow } from '../components/hero-slideshow';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { PartnerStrip } from '../components/partner-strip';

const BelowTheFold = lazy(() => import('../components/below-the-fold'));

/** True from the task after the first paint of the component that calls it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = globalThis.requestAnimationFrame?.(() => {
      afterFrame = setTimeout(done);
    });
    // Frames do not come in a background tab (nor in jsdom with fake timers): not later than this.
    const fallback = setTimeout(done, 200);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}

/** `/`: the public landing page of spec §1, every figure live from the API. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('landing');
  const painted = useAfterFirstPaint();

  // A screen high until the sections below the first screen are there (they load after the
  // first paint), so the footer stays below the fold and nothing visible moves.
  const placeholder = <Box minHeight="100vh" />;

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
      {painted ? (
        <Suspense fallback={placeholder}>
          <BelowTheFold />
        </Suspense>
      ) : (
        placeholder
      )}
      <MobileBottomBar />
    </Box>
  );
}
