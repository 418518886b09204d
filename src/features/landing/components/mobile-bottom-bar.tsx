import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BottomBar } from '@/components/ui/bottom-bar';
import { CalendarIcon, HomeIcon, LogInIcon, NewspaperIcon, BuildingIcon } from './landing-icons';

// The site header's words (`nav.*` of the common texts), so the bar speaks the reader's language.
const items = [
  { to: '/', key: 'home', icon: <HomeIcon /> },
  { to: '/profil', key: 'profile', icon: <BuildingIcon /> },
  { to: '/berita', key: 'news', icon: <NewspaperIcon /> },
  { to: '/events', key: 'events', icon: <CalendarIcon /> },
  { to: '/login', key: 'login', icon: <LogInIcon /> },
] as const satisfies readonly { to: string; key: string; icon: ReactNode }[];

/** Spec §2: home, profile, news, events and sign-in; phones only. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('landing');
  return (
    <BottomBar label={tl('bottomBar.label')} hideFrom="md">
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
                {t(`nav.${item.key}`)}
              </Text>
            </NavLink>
          </Flex>
        </Box>
      ))}
    </BottomBar>
  );
}
