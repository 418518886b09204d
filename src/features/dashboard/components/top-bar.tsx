import { Avatar, Box, Button, Flex, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ColorModeButton } from '@/components/ui/color-mode';
import { StickyHeader } from '@/components/ui/sticky-header';
import { BellIcon, MenuIcon } from './dashboard-icons';
import { MemberSearch } from './member-search';

interface TopBarProps {
  unread: number;
  showSearch: boolean;
  onOpenMenu: () => void;
  onOpenNotifications: () => void;
  onLogout: () => Promise<void>;
  /** The profile photo's URL, or null for the plain icon. */
  photoUrl?: string | null;
}

/** Sticky top bar (spec §2): member search, notification bell, user menu. */
export function TopBar({
  unread,
  showSearch,
  onOpenMenu,
  onOpenNotifications,
  onLogout,
  photoUrl = null,
}: TopBarProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();

  return (
    <StickyHeader>
      <Flex height="16" align="center" gap="3" paddingX={{ base: '3', md: '6' }}>
        <IconButton
          aria-label={t('shell.openMenu')}
          variant="ghost"
          size="sm"
          display={{ base: 'inline-flex', lg: 'none' }}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>
        {showSearch ? <MemberSearch /> : <Box flex="1" />}
        <HStack gap="1" marginStart="auto">
          <ColorModeButton />
          <Box position="relative">
            <IconButton
              aria-label={unread > 0 ? t('shell.notificationsWithCount', { count: unread }) : t('shell.notifications')}
              variant="ghost"
              size="sm"
              onClick={onOpenNotifications}
            >
              <BellIcon />
            </IconButton>
            {unread > 0 && (
              <Box
                aria-hidden="true"
                data-testid="bell-count"
                position="absolute"
                top="0"
                insetEnd="0"
                minWidth="4.5"
                height="4.5"
                paddingX="1"
                borderRadius="full"
                bg="red.solid"
                color="red.contrast"
                fontSize="2xs"
                fontWeight="bold"
                display="flex"
                alignItems="center"
                justifyContent="center"
                pointerEvents="none"
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            )}
          </Box>
          <Menu.Root
            lazyMount
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => {
              if (details.value === 'profile') void navigate('/dashboard/profile');
              else if (details.value === 'settings') void navigate('/dashboard/profile/settings');
              else if (details.value === 'logout') void onLogout();
            }}
          >
            <Menu.Trigger asChild>
              <Button variant="ghost" size="sm" aria-label={t('shell.userMenu')} paddingX="1.5">
                {/* An icon, not initials: visible text would have to be part of the button's name (WCAG 2.5.3). */}
                <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
                  <Avatar.Fallback />
                  {photoUrl && <Avatar.Image src={photoUrl} alt="" data-testid="user-menu-photo" />}
                </Avatar.Root>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minWidth="44">
                  <Menu.Item value="profile">{t('shell.myProfile')}</Menu.Item>
                  <Menu.Item value="settings">{t('shell.settings')}</Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="logout" color="fg.error">
                    {t('shell.logoutMenu')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Flex>
    </StickyHeader>
  );
}
