import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

// The health checks and their banner start after the first paint: the page does not wait for them.
const HealthStatusBanner = lazy(() =>
  import('@/features/system-health').then((health) => ({ default: health.HealthStatusBanner })),
);

/**
 * Health checks run on every page; a failure can only show after the page has painted, so the
 * banner floats under the header instead of pushing the page down (no layout shift).
 */
function FloatingHealthBanner() {
  const painted = useAfterFirstPaint();
  return (
    <Box position="fixed" top="16" insetX="0" zIndex="banner">
      {painted && (
        <Suspense fallback={null}>
          <HealthStatusBanner />
        </Suspense>
      )}
    </Box>
  );
}

/** The frame every layout shares: skip link, header, health banner, lazily loaded page, footer. */
export function PageFrame({ header, footer }: { header: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();

  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink zIndex="skipNav">{t('skipToContent')}</SkipNavLink>
      {header}
      <FloatingHealthBanner />
      <SkipNavContent as="main" flex="1">
        {/* A screen high, so the footer stays below the fold and nothing visible moves when the page arrives. */}
        <Suspense fallback={<PageLoader label={t('loading.page')} minHeight="100dvh" />}>
          <Outlet />
        </Suspense>
      </SkipNavContent>
      {footer}
    </Flex>
  );
}
