import { Avatar, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shared/contracts/profile';
import { formatNap } from '@shared/identifiers';
import { MembershipStatusBadge } from '@/components/ui/membership-status-badge';
import { formatLongDate } from '@/lib/format';
import { useDateLocale } from '@/lib/use-date-locale';

/** Photo (or initials), name, dotted NAP, profession, specialization, status and "Anggota sejak". */
export function ProfileHeader({
  profile,
  photoUrl,
  photoAction,
  actions,
}: {
  profile: Profile;
  photoUrl?: string | null;
  /** Under the photo: the member's "Ganti Foto". */
  photoAction?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const locale = useDateLocale();
  return (
    <Flex gap="5" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Stack gap="2" align="center">
        <Avatar.Root size="2xl" colorPalette="brand" data-testid="profile-photo">
          <Avatar.Fallback name={profile.fullName} />
          {photoUrl && <Avatar.Image src={photoUrl} alt={t('photoAlt', { name: profile.fullName })} />}
        </Avatar.Root>
        {photoAction}
      </Stack>
      <Stack gap="1" flex="1">
        <Heading as="h2" size="2xl">
          {profile.fullName}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Text fontFamily="mono" color="fg.muted" data-testid="profile-nap">
            {formatNap(profile.nap) ?? t('noNap')}
          </Text>
          <MembershipStatusBadge status={profile.membershipStatus} />
        </HStack>
        {(profile.profession || profile.specialization) && (
          <Text data-testid="profile-profession">
            {[profile.profession, profile.specialization].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {[
            profile.memberSince &&
              t('memberSince', { date: formatLongDate(`${profile.memberSince}T00:00:00+07:00`, { locale }) }),
            t('chapter', { name: profile.organizationName }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Box>{actions}</Box>
    </Flex>
  );
}
