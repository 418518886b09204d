import { Box, chakra, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { IconProps } from '@chakra-ui/react';
import { BottomBar } from '@/components/ui/bottom-bar';
import { BellIcon, HomeIcon, TransferIcon, UserIcon, UsersIcon, WalletIcon } from './dashboard-icons';
import { bottomTabsFor, isActiveTab, type BottomTabLabel } from './sidebar-nav';

/**
 * The window event the AI chat will listen to (spec §2). No tab fires it until the assistant
 * exists (issue 30): a button that does nothing is worse than none.
 */
export const TOGGLE_AI_CHAT_EVENT = 'toggle-ai-chat';

const tabIcons: Record<BottomTabLabel, ComponentType<IconProps>> = {
  dashboard: HomeIcon,
  members: UsersIcon,
  transfers: TransferIcon,
  dues: WalletIcon,
  profile: UserIcon,
  notifications: BellIcon,
};

const tabStyle = {
  flex: '1',
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  paddingY: '1.5',
  paddingX: '0.5',
  minHeight: '14',
  fontSize: '2xs',
  fontWeight: 'medium',
  textAlign: 'center',
  color: 'fg.muted',
  background: 'transparent',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

const TabButton = chakra('button', { base: tabStyle });
const TabLinkElement = chakra(Link, { base: tabStyle });

function TabItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" flex="1" minWidth="0" display="flex">
      {children}
    </Box>
  );
}

/**
 * The phone's bottom bar (issue 26 §1): the role's own tabs, taken from its sidebar, then the
 * notifications, which open the panel.
 */
export function MobileBottomBar({
  role,
  unread,
  onOpenNotifications,
}: {
  role: string;
  unread: number;
  onOpenNotifications: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const NotificationsIcon = tabIcons.notifications;

  return (
    <BottomBar label={t('shell.bottomBarLabel')} hideFrom="lg">
      {bottomTabsFor(role).map((tab) => {
        const Icon = tabIcons[tab.label];
        const active = isActiveTab(pathname, tab);
        return (
          <TabItem key={tab.item.id}>
            <TabLinkElement
              to={tab.item.to}
              aria-current={active ? 'page' : undefined}
              color={active ? 'brand.fg' : undefined}
              data-active={active ? '' : undefined}
            >
              <Icon boxSize="5" />
              <Text as="span">{t(`nav.bottom.${tab.label}`)}</Text>
            </TabLinkElement>
          </TabItem>
        );
      })}
      <TabItem>
        <TabButton
          type="button"
          onClick={onOpenNotifications}
          position="relative"
          aria-label={unread > 0 ? t('shell.notificationsWithCount', { count: unread }) : undefined}
        >
          <NotificationsIcon boxSize="5" />
          <Text as="span">{t('nav.bottom.notifications')}</Text>
          {unread > 0 && (
            <Box as="span" position="absolute" top="1" insetEnd="25%" boxSize="2" borderRadius="full" bg="red.solid" />
          )}
        </TabButton>
      </TabItem>
    </BottomBar>
  );
}
