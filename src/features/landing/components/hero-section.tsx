import { Badge, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function HeroSection() {
  const { t } = useTranslation('landing');

  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl" paddingY={{ base: '16', md: '24' }}>
        <Stack gap="6" maxW="3xl">
          <Badge alignSelf="flex-start" variant="surface" size="lg" borderRadius="full" paddingX="3">
            {t('hero.eyebrow')}
          </Badge>
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter" letterSpacing="tight">
            {t('hero.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {t('hero.description')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" paddingTop="2">
            <Button asChild size="lg">
              <RouterLink to="/login">{t('hero.login')}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/register">{t('hero.register')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
