import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Profile } from '@shared/contracts/profile';
import { formatDate, formatIdr } from '@/lib/format';

/** What the member owes now, with the way to pay it; nothing when all is paid. */
export function DuesNotice({ dues }: { dues: Profile['dues'] }) {
  const { t } = useTranslation('profile');
  if (dues.unpaidCount === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="profile-dues" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minWidth="12rem">
        <Alert.Title>{t('dues.title', { count: dues.unpaidCount })}</Alert.Title>
        <Alert.Description>
          {t('dues.text', {
            total: formatIdr(dues.unpaidTotal),
            date: dues.nextDueDate ? formatDate(dues.nextDueDate) : '-',
          })}
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/member-dues">{t('dues.pay')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
