import { Avatar, Badge, Box, Button, Collapsible, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { DashboardBadges } from '@shared/contracts/members';
import { ChevronDownIcon, groupIcons, LogOutIcon } from './dashboard-icons';
import { useRoleLabel } from '@/lib/role-label';
import { napOf, type ShellUser } from './shell-user';
import { isActiveItem, sidebarFor, type NavGroup } from './sidebar-nav';

interface SidebarProps {
  user: ShellUser | null;
  /** The profile photo's URL, or null for initials. */
  photoUrl?: string | null;
  badges: DashboardBadges | undefined;
  onLogout: () => Promise<void>;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Distinguishes the desktop sidebar from the drawer copy (ids must be unique). */
  idPrefix: string;
}

function SidebarGroup({
  group,
  badges,
  onNavigate,
  idPrefix,
}: {
  group: NavGroup;
  badges: DashboardBadges | undefined;
  onNavigate?: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const GroupIcon = groupIcons[group.id];

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} asChild>
      <li>
        <Collapsible.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            width="full"
            justifyContent="space-between"
            color="fg.muted"
            fontWeight="semibold"
            id={`${idPrefix}-group-${group.id}`}
          >
            <HStack gap="2">
              <GroupIcon boxSize="4" />
              <span>{t(`nav.groups.${group.id}`)}</span>
            </HStack>
            <ChevronDownIcon
              boxSize="4"
              transition="transform 0.15s"
              transform={open ? 'rotate(0deg)' : 'rotate(-90deg)'}
            />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack
            as="ul"
            gap="0.5"
            listStyleType="none"
            paddingStart="6"
            paddingY="1"
            aria-labelledby={`${idPrefix}-group-${group.id}`}
          >
            {group.items.map((item) => {
              const count = item.badge ? (badges?.[item.badge] ?? 0) : 0;
              // Says what the figure counts: the dashboard's "Mutasi Menunggu" counts something else.
              const badgeLabel = item.badge ? t(`shell.badges.${item.badge}`, { count }) : undefined;
              const active = isActiveItem(pathname, item);
              return (
                <li key={item.id}>
                  <Link
                    asChild
                    display="flex"
                    justifyContent="space-between"
                    alignItems="center"
                    paddingX="3"
                    paddingY="1.5"
                    borderRadius="md"
                    fontSize="sm"
                    color={active ? 'brand.fg' : 'fg'}
                    bg={active ? 'brand.subtle' : undefined}
                    fontWeight={active ? 'semibold' : 'normal'}
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  >
                    <RouterLink to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
                      <span>{t(`nav.items.${item.labelKey}`)}</span>
                      {count > 0 && (
                        <Badge
                          colorPalette="red"
                          variant="solid"
                          borderRadius="full"
                          data-testid={`badge-${item.badge}`}
                          aria-label={badgeLabel}
                          title={badgeLabel}
                        >
                          {count}
                        </Badge>
                      )}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}

/** Sidebar content: the role's groups (spec §6), then the user card with `Keluar`. */
export function Sidebar({ user, photoUrl = null, badges, onLogout, onNavigate, idPrefix }: SidebarProps) {
  const { t } = useTranslation('dashboard');
  const [leaving, setLeaving] = useState(false);
  const groups = sidebarFor(user?.role);
  const firstName = user?.firstName || t('shell.userFallback');
  const roleLabel = useRoleLabel();
  const nap = napOf(user);

  return (
    <Flex direction="column" height="full">
      <Box as="nav" aria-label={t('shell.sidebarLabel')} flex="1" overflowY="auto" paddingX="3" paddingY="4">
        {groups.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" paddingX="3">
            {t('nav.empty')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {groups.map((group) => (
              <SidebarGroup key={group.id} group={group} badges={badges} onNavigate={onNavigate} idPrefix={idPrefix} />
            ))}
          </Stack>
        )}
      </Box>
      <Box borderTopWidth="1px" padding="4">
        <HStack gap="3" marginBottom="3">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={user?.fullName || firstName} />
            {photoUrl && <Avatar.Image src={photoUrl} alt="" data-testid={`${idPrefix}-photo`} />}
          </Avatar.Root>
          <Box lineHeight="short" minWidth="0">
            <Text fontWeight="semibold" truncate data-testid="sidebar-first-name">
              {firstName}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {roleLabel(user)}
            </Text>
            {nap && (
              <Text textStyle="xs" color="fg.muted" truncate>
                {t('shell.nap')} {nap}
              </Text>
            )}
          </Box>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          width="full"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void onLogout().finally(() => setLeaving(false));
          }}
        >
          <LogOutIcon boxSize="4" />
          {leaving ? t('shell.loggingOut') : t('shell.logout')}
        </Button>
      </Box>
    </Flex>
  );
}
