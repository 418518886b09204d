import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  Portal,
  SkipNavContent,
  SkipNavLink,
  Text,
  useChakraContext,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { useMediaMatch } from '@/lib/use-media-match';
import { dashboardKeys } from '../api/dashboard-keys';
import { useDashboardBadgesQuery } from '../api/get-dashboard-badges';
import { MobileBottomBar } from './mobile-bottom-bar';
import type { ShellUser } from './shell-user';
import { Sidebar } from './sidebar';
import { sidebarFor } from './sidebar-nav';
import { TopBar } from './top-bar';

export interface NotificationsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Call after anything changes the unread count, so the bell and badges follow. */
  onChanged: () => void;
}

export interface DashboardShellProps {
  user: ShellUser | null;
  onLogout: () => Promise<void>;
  /** The Smart Notifications panel, composed by the app (another feature). */
  renderNotifications?: (props: NotificationsPanelProps) => ReactNode;
  /** Shown under the top bar (e.g. the backend health banner). */
  banner?: ReactNode;
  /** The user's profile photo (a signed URL), shown in the user card and menu; initials otherwise. */
  photoUrl?: string | null;
  children: ReactNode;
}

function Brand() {
  const { t } = useTranslation();
  return (
    <RouterLink to="/">
      <Text fontWeight="bold" fontSize="lg" color="brand.fg">
        {t('appName')}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('appFullName')}
      </Text>
    </RouterLink>
  );
}

/** The signed-in shell of spec §2: sidebar, sticky top bar, mobile bottom bar, notifications. */
export function DashboardShell({
  user,
  onLogout,
  renderNotifications,
  banner,
  photoUrl = null,
  children,
}: DashboardShellProps) {
  const { t } = useTranslation();
  const { t: td } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const badges = useDashboardBadgesQuery();
  // The fixed sidebar shows from `lg` up; below, the menu's drawer has it. Not rendered where it is
  // hidden: two sidebars of collapsible groups were a large part of a phone's first render.
  const wide = useMediaMatch(`(min-width: ${useChakraContext().token('breakpoints.lg')})`, true);
  const unread = badges.data?.unreadNotifications ?? 0;
  const role = user?.role ?? '';
  const showSearch = sidebarFor(role).some((group) => group.items.some((item) => item.id === 'member-list'));

  const refreshBadges = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.badges() });
  }, [queryClient]);

  // Any change made on a page (a verification, a transfer decision, a notification read) may move
  // a badge: count again at once rather than at the next poll.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') refreshBadges();
      }),
    [queryClient, refreshBadges],
  );

  return (
    <Flex minHeight="100dvh">
      <SkipNavLink zIndex="skipNav">{t('skipToContent')}</SkipNavLink>
      {wide && (
        <Box
          as="aside"
          display="flex"
          hideBelow="lg"
          flexDirection="column"
          width="72"
          flexShrink="0"
          position="sticky"
          top="0"
          height="100dvh"
          borderEndWidth="1px"
          bg="bg.panel"
        >
          <Box paddingX="6" paddingY="4" borderBottomWidth="1px">
            <Brand />
          </Box>
          <Box flex="1" minHeight="0">
            <Sidebar user={user} photoUrl={photoUrl} badges={badges.data} onLogout={onLogout} idPrefix="sidebar" />
          </Box>
        </Box>
      )}

      <Drawer.Root lazyMount open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px">
                <Drawer.Title>
                  <Brand />
                </Drawer.Title>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={td('shell.closeMenu')} />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body padding="0">
                <Sidebar
                  user={user}
                  photoUrl={photoUrl}
                  badges={badges.data}
                  onLogout={onLogout}
                  onNavigate={() => setMenuOpen(false)}
                  idPrefix="drawer"
                />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minWidth="0">
        <TopBar
          unread={unread}
          showSearch={showSearch}
          onOpenMenu={() => setMenuOpen(true)}
          onOpenNotifications={() => setNotificationsOpen(true)}
          onLogout={onLogout}
          photoUrl={photoUrl}
        />
        {banner}
        <SkipNavContent as="main" flex="1" paddingBottom={{ base: '20', lg: '0' }} bg="bg.subtle">
          <Suspense fallback={<PageLoader label={t('loading.page')} />}>{children}</Suspense>
        </SkipNavContent>
      </Flex>

      <MobileBottomBar role={role} unread={unread} onOpenNotifications={() => setNotificationsOpen(true)} />
      {renderNotifications?.({ open: notificationsOpen, onOpenChange: setNotificationsOpen, onChanged: refreshBadges })}
    </Flex>
  );
}
