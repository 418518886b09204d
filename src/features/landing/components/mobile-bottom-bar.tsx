import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CalendarIcon, HomeIcon, LogInIcon, NewspaperIcon, BuildingIcon } from './landing-icons';

const items = [
  { to: '/', key: 'home', icon: <HomeIcon /> },
  { to: '/profil', key: 'profile', icon: <BuildingIcon /> },
  { to: '/berita', key: 'news', icon: <NewspaperIcon /> },
  { to: '/events', key: 'events', icon: <CalendarIcon /> },
  { to: '/login', key: 'login', icon: <LogInIcon /> },
] as const satisfies readonly { to: string; key: string; icon: ReactNode }[];

/** Spec §2: Beranda, Profil, Berita, Event, Login; phones only. */
export function MobileBottomBar() {
  const { t } = useTranslation('landing');
  return (
    <Box
      as="nav"
      aria-label={t('bottomBar.label')}
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      paddingBottom="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none" justify="space-around">
        {items.map((item) => (
          <Box as="li" key={item.key} flex="1">
            <Flex
              asChild
              direction="column"
              align="center"
              gap="0.5"
              paddingY="2"
              color="fg.muted"
              css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
            >
              <NavLink to={item.to} end>
                {item.icon}
                <Text fontSize="xs" fontWeight="medium">
                  {t(`bottomBar.${item.key}`)}
                </Text>
              </NavLink>
            </Flex>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
