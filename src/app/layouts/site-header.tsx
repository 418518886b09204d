import { Box, Button, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '@/components/ui/color-mode';
import { StickyHeader } from '@/components/ui/sticky-header';
import { FlaskIcon } from '@/components/ui/icons';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useSessionStatus } from '@/app/guards/session-status';

const publicNav = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/profil', labelKey: 'nav.profile', end: false },
  { to: '/berita', labelKey: 'nav.news', end: false },
  { to: '/kegiatan', labelKey: 'nav.events', end: false },
] as const;

export function BrandLink() {
  const { t } = useTranslation();
  return (
    // The visible name is the link's name (WCAG 2.5.3, label in name); where it leads is its title.
    <RouterLink to="/" title={t('homeLinkLabel')}>
      <HStack gap="3">
        <Flex
          aria-hidden="true"
          align="center"
          justify="center"
          boxSize="10"
          borderRadius="lg"
          bg="brand.solid"
          color="brand.contrast"
        >
          <FlaskIcon boxSize="6" />
        </Flex>
        <Box lineHeight="short">
          <Text fontWeight="bold" color="fg">
            {t('appName')}
          </Text>
          <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
            {t('appFullName')}
          </Text>
        </Box>
      </HStack>
    </RouterLink>
  );
}

export function SiteHeader({ showAuthLinks = true, account }: { showAuthLinks?: boolean; account?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSessionStatus() === 'authenticated';

  return (
    <StickyHeader>
      <Container maxW="6xl">
        <Flex height="16" align="center" justify="space-between" gap="4">
          <BrandLink />
          {showAuthLinks && (
            <Box as="nav" aria-label={t('nav.label')} display={{ base: 'none', lg: 'block' }}>
              <HStack as="ul" gap="1" listStyleType="none">
                {publicNav.map((item) => (
                  <li key={item.to}>
                    <Link
                      asChild
                      paddingX="3"
                      paddingY="2"
                      borderRadius="md"
                      color="fg.muted"
                      fontWeight="medium"
                      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
                    >
                      <NavLink to={item.to} end={item.end}>
                        {t(item.labelKey)}
                      </NavLink>
                    </Link>
                  </li>
                ))}
              </HStack>
            </Box>
          )}
          <HStack gap="2">
            <LanguageSwitcher />
            <ColorModeButton />
            {showAuthLinks && (
              <Button asChild size="sm">
                {signedIn ? (
                  <RouterLink to="/dashboard">{t('nav.dashboard')}</RouterLink>
                ) : (
                  <RouterLink to="/login">{t('nav.login')}</RouterLink>
                )}
              </Button>
            )}
            {account}
          </HStack>
        </Flex>
      </Container>
    </StickyHeader>
  );
}
