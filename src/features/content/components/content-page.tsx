import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to: string;
}

export interface ContentPageProps {
  /** The page's one h1, also the document title. */
  title: string;
  intro?: ReactNode;
  /** Pages between the home page and this one. */
  trail?: Crumb[];
  /** Extra content under the heading (badges, meta). */
  headerExtra?: ReactNode;
  maxW?: string;
  children: ReactNode;
}

/** Frame of every public content page: breadcrumb, heading, intro, body; mobile first. */
export function ContentPage({ title, intro, trail = [], headerExtra, maxW = '6xl', children }: ContentPageProps) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const crumbs = [{ label: t('breadcrumb.home'), to: '/' }, ...trail];

  return (
    <Box paddingBottom={{ base: '12', md: '16' }}>
      <title>{`${title} · ${tc('appName')}`}</title>
      <Box as="header" bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW={maxW} paddingY={{ base: '8', md: '12' }}>
          <Stack gap="4">
            <Box as="nav" aria-label={t('breadcrumb.label')} fontSize="sm" color="fg.muted">
              <HStack as="ol" listStyleType="none" gap="2" flexWrap="wrap">
                {crumbs.map((crumb) => (
                  <HStack as="li" key={crumb.to} gap="2">
                    <Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
                      <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                    </Link>
                    <Text as="span" aria-hidden="true" color="fg.subtle">
                      /
                    </Text>
                  </HStack>
                ))}
                <Text as="li" aria-current="page" color="fg" lineClamp="1" maxW="full">
                  {title}
                </Text>
              </HStack>
            </Box>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              {title}
            </Heading>
            {headerExtra}
            {intro && (
              <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
                {intro}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxW={maxW} paddingTop={{ base: '8', md: '10' }}>
        {children}
      </Container>
    </Box>
  );
}

/** A titled block of a content page; the heading is an h2 tied to the section. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size={{ base: 'lg', md: 'xl' }} marginBottom="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
