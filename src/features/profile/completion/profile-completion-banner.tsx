import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { profileCompletion } from '@shared/contracts/profile-completion';
import { useProfileQuery } from '../api/get-profile';

/**
 * On Profil Saya and the dashboard until the member's record is complete (issue 13 §4): how far
 * it is, and the way to /profile/complete. Nothing for a login without a member record.
 */
export function ProfileCompletionBanner({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('profile');
  const profile = useProfileQuery(enabled);
  if (!profile.data) return null;
  const completion = profileCompletion(profile.data);
  if (completion.complete) return null;
  return (
    <Alert.Root status="warning" data-testid="profile-completion-banner" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('completion.bannerTitle')}</Alert.Title>
        <Alert.Description>
          {t('completion.bannerText', { done: completion.done, total: completion.total })}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="gray">
        <RouterLink to="/profile/complete">{t('completion.bannerAction')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
