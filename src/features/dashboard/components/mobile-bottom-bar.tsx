import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { IconProps } from '@chakra-ui/react';
import { BellIcon, ChartIcon, HomeIcon, SparklesIcon, UsersIcon, WalletIcon } from './dashboard-icons';
import { isActivePath } from './sidebar-nav';

/** The window event the AI chat listens to (spec §2: the AI Chat tab fires a global toggle). */
export const TOGGLE_AI_CHAT_EVENT = 'toggle-ai-chat';

export function toggleAiChat(): void {
  window.dispatchEvent(new CustomEvent(TOGGLE_AI_CHAT_EVENT));
}

type TabKey = 'dashboard' | 'analytics' | 'members' | 'dues' | 'aiChat' | 'notifications';

interface TabLink {
  kind: 'link';
  key: TabKey;
  to: string;
  /** Prefix that makes the tab active; the dashboard tab matches exactly. */
  match: string;
  icon: ComponentType<IconProps>;
}

interface TabAction {
  kind: 'action';
  key: TabKey;
  icon: ComponentType<IconProps>;
  onClick: () => void;
}

const tabStyle = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  paddingY: '1.5',
  minHeight: '14',
  fontSize: '2xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  background: 'transparent',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

const TabButton = chakra('button', { base: tabStyle });
const TabLinkElement = chakra(Link, { base: tabStyle });

/** Mobile bottom bar (spec §2): Dashboard, Analytics, Anggota, Iuran, AI Chat, Notif. */
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
  const tabs: (TabLink | TabAction)[] = [
    { kind: 'link', key: 'dashboard', to: '/dashboard', match: '/dashboard', icon: HomeIcon },
    { kind: 'link', key: 'analytics', to: '/dashboard/analytics', match: '/dashboard/analytics', icon: ChartIcon },
    { kind: 'link', key: 'members', to: '/dashboard/members', match: '/dashboard/members', icon: UsersIcon },
    {
      kind: 'link',
      key: 'dues',
      to: role === 'ANGGOTA' ? '/dashboard/dues/history' : '/dashboard/dues/management',
      match: '/dashboard/dues',
      icon: WalletIcon,
    },
    { kind: 'action', key: 'aiChat', icon: SparklesIcon, onClick: toggleAiChat },
    { kind: 'action', key: 'notifications', icon: BellIcon, onClick: onOpenNotifications },
  ];

  return (
    <Box
      as="nav"
      aria-label={t('shell.bottomBarLabel')}
      display={{ base: 'block', lg: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      paddingBottom="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none">
        {tabs.map((tab) => {
          const Icon = tab.icon;
          const label = t(`nav.bottom.${tab.key}`);
          if (tab.kind === 'action') {
            return (
              <Box as="li" key={tab.key} flex="1" display="flex">
                <TabButton type="button" onClick={tab.onClick} position="relative">
                  <Icon boxSize="5" />
                  <Text as="span">{label}</Text>
                  {tab.key === 'notifications' && unread > 0 && (
                    <Box
                      as="span"
                      position="absolute"
                      top="1"
                      insetEnd="25%"
                      boxSize="2"
                      borderRadius="full"
                      bg="red.solid"
                    />
                  )}
                </TabButton>
              </Box>
            );
          }
          const active = isActivePath(pathname, tab.match, tab.key === 'dashboard');
          return (
            <Box as="li" key={tab.key} flex="1" display="flex">
              <TabLinkElement
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                color={active ? 'brand.fg' : undefined}
                data-active={active ? '' : undefined}
              >
                <Icon boxSize="5" />
                <Text as="span">{label}</Text>
              </TabLinkElement>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
