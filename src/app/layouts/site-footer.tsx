import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const footerLinks = [
  { to: '/tentang', labelKey: 'footer.about' },
  { to: '/berita', labelKey: 'footer.news' },
  { to: '/panduan-pembayaran', labelKey: 'footer.paymentGuide' },
  { to: '/ojs', labelKey: 'footer.journal' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" marginTop="auto">
      <Container maxW="6xl" paddingY="10">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="2" maxW="md">
            <Text fontWeight="bold">{t('appTitle')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Box as="nav" aria-label={t('footer.linksLabel')}>
            <HStack as="ul" listStyleType="none" gap={{ base: '4', md: '6' }} flexWrap="wrap">
              {footerLinks.map((item) => (
                <li key={item.to}>
                  <Link asChild color="fg.muted" fontSize="sm" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={item.to}>{t(item.labelKey)}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        </Flex>
        <Text color="fg.muted" fontSize="xs" marginTop="8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
