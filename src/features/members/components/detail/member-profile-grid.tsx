import { Box, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { memberPersonalFields, type MemberDetail, type MemberPersonalField } from '@shared/contracts/members';
import { dateOrDash, formatNap } from '../format';

// The name heads the page; the particulars follow the contact email, then the licences and membership.
const profileFields = [
  'nap',
  'email',
  ...memberPersonalFields.filter((field): field is Exclude<MemberPersonalField, 'fullName'> => field !== 'fullName'),
  'strNumber',
  'strExpiryDate',
  'sipNumber',
  'sipExpiryDate',
  'membershipType',
  'position',
  'joinDate',
  'expiryDate',
  'organizationName',
  'statusReason',
] as const;

/** The member detail's Profil tab: every profile field as a term and its value. */
export function MemberProfileGrid({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('members');
  const { member } = detail;
  const value = (field: (typeof profileFields)[number]): string => {
    switch (field) {
      case 'nap':
        return formatNap(member.nap) ?? t('list.noNap');
      case 'gender':
        return member.gender ? t(`detail.gender.${member.gender}`) : '–';
      case 'membershipType':
        return t(`type.${member.membershipType}`);
      case 'birthDate':
      case 'strExpiryDate':
      case 'sipExpiryDate':
      case 'joinDate':
      case 'expiryDate':
        return dateOrDash(member[field]);
      default:
        return member[field] ?? '–';
    }
  };
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="4">
      {profileFields.map((field) => (
        <Box key={field}>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t(`detail.fields.${field}`)}
          </Text>
          <Text as="dd" fontWeight="medium">
            {value(field)}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
