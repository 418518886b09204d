import { Box, Container, Flex, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page built on the profile while it loads. */
export function ProfileSkeleton() {
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <ProfileFieldsSkeleton />
    </Container>
  );
}

/** The profile while it loads: the header and a tab of fields in outline, announced. */
export function ProfileFieldsSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="6" data-testid="profile-skeleton" role="status" aria-label={t('loading')}>
      <Flex gap="5" align="center">
        <Skeleton boxSize="20" borderRadius="full" />
        <Stack gap="2" flex="1">
          <Skeleton height="8" width="60%" />
          <Skeleton height="4" width="40%" />
          <Skeleton height="4" width="30%" />
        </Stack>
      </Flex>
      <FieldsOutline />
    </Stack>
  );
}

/** A tab of fields in outline, beside a header already on screen; announced. */
export function ProfileTabsSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Box data-testid="profile-tabs-skeleton" role="status" aria-label={t('loading')}>
      <FieldsOutline />
    </Box>
  );
}

function FieldsOutline() {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="5">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
        {Array.from({ length: 8 }, (_, index) => (
          <Stack key={index} gap="1">
            <Skeleton height="3" width="30%" />
            <Skeleton height="5" width="70%" />
          </Stack>
        ))}
      </Grid>
    </Box>
  );
}
