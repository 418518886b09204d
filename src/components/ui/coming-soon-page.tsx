import { Badge, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ClockIcon } from '@/components/ui/icons';

export interface ComingSoonPageProps {
  title: string;
  backTo?: string;
}

/** Shown for routes whose feature ships in a later release. */
export function ComingSoonPage({ title, backTo = '/' }: ComingSoonPageProps) {
  const { t } = useTranslation();

  return (
    <Container maxW="3xl" paddingY={{ base: '12', md: '20' }}>
      <title>{`${title} · ${t('appName')}`}</title>
      <Box
        as="section"
        aria-labelledby="coming-soon-title"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        boxShadow="sm"
        paddingX={{ base: '6', md: '12' }}
        paddingY={{ base: '10', md: '14' }}
        textAlign="center"
      >
        <Stack align="center" gap="5">
          <Box
            aria-hidden="true"
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="14"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
          >
            <ClockIcon boxSize="7" />
          </Box>
          <Badge colorPalette="brand" variant="subtle" size="lg" borderRadius="full" paddingX="3">
            {t('comingSoon.badge')}
          </Badge>
          <Heading as="h1" id="coming-soon-title" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="xl">
            {t('comingSoon.description', { title })}
          </Text>
          <Text color="fg.muted" maxW="xl">
            {t('comingSoon.hint')}
          </Text>
          <Button asChild marginTop="2">
            <RouterLink to={backTo}>
              <ArrowLeftIcon />
              {t('comingSoon.backHome')}
            </RouterLink>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
