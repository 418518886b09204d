import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MemberCardPanel } from './member-card-panel';

/**
 * `/dashboard/profile/card`: the member card on a page of its own, the one a member opens at an
 * event (offline too, decision 0054); Profil Saya's home links to it.
 */
export default function MemberCardPage() {
  const { t } = useTranslation('memberCard');
  return (
    <Container maxW="3xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('title')} · SIMK`}</title>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="md">
            {t('title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('subtitle')}
          </Text>
        </Stack>
        <MemberCardPanel />
      </Stack>
    </Container>
  );
}
