import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RoleAssignment } from '@shared/contracts/roles';
import { formatDate } from '@/lib/format';

/** A last day (YYYY-MM-DD) as the reader writes dates; the day itself, whatever their zone. */
export function formatLastDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });
}

/** How long an assignment holds: `Never` without expiry (spec §3), its last day, or ended. */
export function ExpiryText({ assignment }: { assignment: Pick<RoleAssignment, 'expiresOn' | 'isActive'> }) {
  const { t } = useTranslation('roles');
  if (!assignment.isActive) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        {t('assignments.expired')}
        {assignment.expiresOn && ` · ${formatLastDay(assignment.expiresOn)}`}
      </Badge>
    );
  }
  return <Text as="span">{assignment.expiresOn ? formatLastDay(assignment.expiresOn) : t('assignments.never')}</Text>;
}
