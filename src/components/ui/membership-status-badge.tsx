import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@shared/contracts/members';

const palette: Record<MembershipStatus, string> = {
  PENDING: 'orange',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  EXPIRED: 'red',
  SUSPENDED: 'purple',
  REJECTED: 'pink',
};

/**
 * Membership status with the labels of spec §4 (Aktif, Non-Aktif, Kadaluarsa, …), the same on the
 * member list and detail and on the member's own profile.
 */
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  // The signed-in texts give `members` (and `profile`) the status labels of the contract.
  const { t } = useTranslation('members');
  return (
    <Badge colorPalette={palette[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
