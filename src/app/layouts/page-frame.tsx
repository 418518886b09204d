import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { HealthStatusBanner } from '@/features/system-health';

/** The frame every layout shares: skip link, header, health banner, lazily loaded page, footer. */
export function PageFrame({ header, footer }: { header: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();

  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink zIndex="skipNav">{t('skipToContent')}</SkipNavLink>
      {header}
      <HealthStatusBanner />
      <SkipNavContent as="main" flex="1">
        <Suspense fallback={<PageLoader label={t('loading.page')} />}>
          <Outlet />
        </Suspense>
      </SkipNavContent>
      {footer}
    </Flex>
  );
}
