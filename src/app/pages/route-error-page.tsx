import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRouteError } from 'react-router-dom';

/** Last-resort screen when a page throws or its chunk fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container maxW="2xl" paddingY="20">
      <title>{`${t('routeError.title')} · ${t('appName')}`}</title>
      <Box as="main" role="alert" textAlign="center" bg="bg.panel" borderWidth="1px" borderRadius="2xl" padding="10">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            {t('routeError.title')}
          </Heading>
          <Text color="fg.muted">{t('routeError.description')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
            <Button asChild variant="outline">
              <RouterLink to="/" reloadDocument>
                {t('routeError.backHome')}
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Container>
  );
}
