import { Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import { MemberCardPanel } from './member-card-panel';

/**
 * `/dashboard/profile/card`: the member card on a page of its own, the one a member opens at an
 * event (offline too, decision 0054); Profil Saya's home links to it.
 */
export default function MemberCardPage() {
  const { t } = useTranslation('memberCard');
  return (
    <Container maxW="3xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <MemberCardPanel />
      </Stack>
    </Container>
  );
}
