import { Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, UsersIcon } from '@/components/ui/icons';
import { StatePanel } from '@/components/ui/state-panel';

/**
 * `/members/{id}` for an id that names no member the caller can see: not an id at all
 * (`/members/1`), an unknown one, or one outside the caller's scope (the API answers 404 for both).
 */
export function MemberNotFound() {
  const { t } = useTranslation('members');
  return (
    <StatePanel icon={<UsersIcon boxSize="7" />} labelledBy="member-not-found-title" testId="member-not-found">
      <title>{`${t('detail.notFoundTitle')} · SIMK`}</title>
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
    </StatePanel>
  );
}
