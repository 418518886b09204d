import { Alert, Badge, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { calendarDate } from '@shared/calendar';
import { dateOrDash } from '../components/format';
import { SIP_RENEWAL_GUIDE_PATH, sipReminder } from './sip-reminder';

/** The computed SIP reminder (months or days left, or ended), with a badge within the warning window and the renewal guide. */
export function SipReminderNotice({
  sipNumber,
  sipExpiryDate,
  warningDays,
}: {
  sipNumber: string | null;
  sipExpiryDate: string | null;
  /** The profile's sipWarningDays. */
  warningDays: number;
}) {
  const { t } = useTranslation('profile');
  if (!sipNumber) return null;
  const reminder = sipReminder(sipExpiryDate, calendarDate(new Date()), warningDays);
  const date = dateOrDash(sipExpiryDate);
  const text =
    reminder.state === 'none'
      ? t('documents.sipNoExpiry')
      : reminder.state === 'expired'
        ? t('documents.sipExpired', { date })
        : reminder.state === 'months'
          ? t('documents.sipMonthsLeft', { count: reminder.months, date })
          : reminder.days === 0
            ? t('documents.sipLastDay')
            : t('documents.sipDaysLeft', { count: reminder.days, date });
  const expired = reminder.state === 'expired';
  const soon = reminder.state === 'months' || reminder.state === 'days' ? reminder.soon : false;
  return (
    <Alert.Root status={expired ? 'error' : soon ? 'warning' : 'info'} data-testid="sip-reminder">
      <Alert.Indicator />
      <Alert.Content>
        <HStack gap="2" wrap="wrap">
          <Alert.Title>{text}</Alert.Title>
          {(expired || soon) && (
            // Red and solid for both: white on orange.solid fails the contrast check.
            <Badge colorPalette="red" variant="solid">
              {expired ? t('documents.badgeExpired') : t('documents.badgeSoon')}
            </Badge>
          )}
        </HStack>
        <Alert.Description>
          <Link asChild variant="underline">
            <RouterLink to={SIP_RENEWAL_GUIDE_PATH}>{t('documents.renewalGuide')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
