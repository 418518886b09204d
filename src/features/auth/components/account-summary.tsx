import { Avatar, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNap } from '@shared/identifiers';
import { LogOutIcon } from '@/components/ui/icons';
import { useRoleLabel } from '@/lib/role-label';
import { useAuth } from '../session/auth-context';

/** User card of the signed-in shell (spec §2): first name, role label, NAP, and `Keluar`. */
export function AccountSummary() {
  const { t } = useTranslation('auth');
  const { user, logout } = useAuth();
  const roleLabel = useRoleLabel();
  const [leaving, setLeaving] = useState(false);
  const firstName = user?.firstName || t('account.userFallback');

  return (
    <HStack gap="3" aria-label={t('account.label')} role="group">
      <Avatar.Root size="sm" colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
        <Avatar.Fallback name={user?.fullName || firstName} />
      </Avatar.Root>
      <Box lineHeight="short" display={{ base: 'none', md: 'block' }}>
        <Text fontWeight="semibold" data-testid="account-first-name">
          {firstName}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <span data-testid="account-role">{roleLabel(user)}</span>
          {user?.username && user.username !== user.email && (
            <>
              {' · '}
              {t('account.nap')} {formatNap(user.username)}
            </>
          )}
        </Text>
      </Box>
      <Button
        size="sm"
        variant="outline"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout().finally(() => setLeaving(false));
        }}
      >
        <LogOutIcon />
        {leaving ? t('account.loggingOut') : t('account.logout')}
      </Button>
    </HStack>
  );
}
