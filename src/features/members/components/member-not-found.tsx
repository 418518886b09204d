import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, UsersIcon } from '@/components/ui/icons';

/**
 * `/members/{id}` for an id that names no member the caller can see: not an id at all
 * (`/members/1`), an unknown one, or one outside the caller's scope (the API answers 404 for both).
 */
export function MemberNotFound() {
  const { t } = useTranslation('members');
  return (
    <Container maxW="3xl" paddingY={{ base: '10', md: '16' }}>
      <title>{`${t('detail.notFoundTitle')} · SIMK`}</title>
      <Box
        as="section"
        aria-labelledby="member-not-found-title"
        data-testid="member-not-found"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        paddingX={{ base: '6', md: '12' }}
        paddingY={{ base: '10', md: '12' }}
        textAlign="center"
      >
        <Stack align="center" gap="4">
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
            <UsersIcon boxSize="7" />
          </Box>
          <Heading as="h1" id="member-not-found-title" size="2xl">
            {t('detail.notFoundTitle')}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {t('detail.notFound')} {t('detail.notFoundHint')}
          </Text>
          <Button asChild marginTop="2">
            <RouterLink to="/dashboard/members">
              <ArrowLeftIcon />
              {t('detail.back')}
            </RouterLink>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
