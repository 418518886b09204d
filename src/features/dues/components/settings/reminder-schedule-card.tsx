import { Badge, Box, Button, Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderScheduleQuery } from '../../api/get-reminder-schedule';
import { useSetReminderScheduleMutation } from '../../api/set-reminder-schedule';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ReminderChapterSelect } from '../reminder-chapter-select';
import { useReminderDayLabel } from './reminder-day-label';
import { ReminderScheduleDialog } from './reminder-schedule-dialog';
import { SettingsCard } from './settings-card';

/**
 * "Jadwal Pengingat Otomatis" (issue 14 §3): the days, relative to a bill's due date, on which the
 * daily job reminds members of the officer's own organization, and where the schedule comes from.
 * Officers with dues.remind there change it or go back to the parent's; an officer of several
 * chapters (DPW, DPP) picks one of their DPCs to see and change its schedule.
 */
export function ReminderScheduleCard() {
  const { t } = useTranslation('dues');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const schedule = useReminderScheduleQuery(organizationId);
  const inherit = useSetReminderScheduleMutation();
  const dayLabel = useReminderDayLabel();
  const [open, setOpen] = useState(false);
  const data = schedule.data;

  return (
    <SettingsCard
      id="dues-reminder-schedule-title"
      title={t('settings.reminders.title')}
      subtitle={t('settings.reminders.subtitle')}
      testId="dues-reminder-schedule"
    >
      <ReminderChapterSelect
        label={t('settings.reminders.organizationLabel')}
        value={organizationId ?? 'own'}
        first={['own', t('settings.reminders.ownOrganization')]}
        onChange={(value) => setOrganizationId(value === 'own' ? null : value)}
        width={{ base: 'full', md: '72' }}
      />

      <ApiErrorAlert
        title={t('settings.reminders.error')}
        error={schedule.error ?? inherit.error}
        retryLabel={t('list.retry')}
        onRetry={() => void schedule.refetch()}
        testId="dues-reminder-schedule-error"
      />

      {schedule.isPending && <Skeleton height="16" />}

      {data && (
        <Flex gap="4" justify="space-between" wrap="wrap" align="center">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('settings.reminders.inForce', { organization: data.organizationName })}
            </Text>
            {data.days.length === 0 ? (
              <Text fontWeight="semibold">{t('settings.reminders.none')}</Text>
            ) : (
              <HStack gap="2" wrap="wrap" marginBlock="1" data-testid="dues-reminder-days">
                {data.days.map((day) => (
                  <Badge key={day} colorPalette={day < 0 ? 'blue' : day === 0 ? 'orange' : 'red'} variant="subtle">
                    {dayLabel(day)}
                  </Badge>
                ))}
              </HStack>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t(`settings.reminders.source.${data.hasOwn ? 'own' : data.source}`)}
              {' · '}
              {t('settings.reminders.quietHours')}
            </Text>
          </Box>
          {data.canEdit && (
            <HStack gap="2">
              {data.hasOwn && (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={inherit.isPending}
                  onClick={() => inherit.mutate({ organizationId: data.organizationId, days: null })}
                >
                  {t('settings.reminders.inherit')}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
                {t('settings.reminders.open')}
              </Button>
            </HStack>
          )}
        </Flex>
      )}
      {open && data && <ReminderScheduleDialog schedule={data} onClose={() => setOpen(false)} />}
    </SettingsCard>
  );
}
