import { Grid, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TransferIcon, UsersIcon, WalletIcon } from '../dashboard-icons';
import { HomeCard } from './home-card';

/** The dashboard's shortcuts: transfer approval, dues management, the member list. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard id="quick-actions-title" title={t('home.quickActions.title')}>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        {(
          [
            ['transfers', '/dashboard/mutations/approval', TransferIcon],
            ['dues', '/dashboard/dues/management', WalletIcon],
            ['members', '/dashboard/members', UsersIcon],
          ] as const
        ).map(([key, to, Icon]) => (
          <Link
            key={key}
            asChild
            display="block"
            padding="4"
            borderWidth="1px"
            borderRadius="lg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          >
            <RouterLink to={to}>
              <HStack gap="2" marginBottom="1">
                <Icon boxSize="4" color="brand.fg" />
                <Text fontWeight="semibold">{t(`home.quickActions.${key}`)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t(`home.quickActions.${key}Hint`)}
              </Text>
            </RouterLink>
          </Link>
        ))}
      </Grid>
    </HomeCard>
  );
}
