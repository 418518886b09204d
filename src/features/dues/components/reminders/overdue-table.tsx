import { Badge, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverdueMember, OverduePriority } from '@shared/contracts/reminders';
import { formatNap } from '@shared/identifiers';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { formatDate, formatDateTime, formatIdr } from '@/lib/format';
import { isoDateAsWib } from '../format-period';

const priorityPalette: Record<OverduePriority, string> = { high: 'red', medium: 'orange', low: 'gray' };

/** One page of overdue members, each with a checkbox; the header's box ticks the whole page. */
export function OverdueTable({
  members,
  empty,
  isSelected,
  onSelect,
  ...state
}: TableQueryState & {
  members: OverdueMember[];
  empty: ReactNode;
  isSelected: (member: OverdueMember) => boolean;
  /** One member, or the page's members, ticked or not. */
  onSelect: (members: readonly OverdueMember[], checked: boolean) => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <DataTable
      columns={[
        {
          key: 'member',
          card: 'primary',
          cell: (member) => (
            <>
              <Text fontWeight="semibold" data-testid="overdue-name">
                {member.memberName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatNap(member.memberNAP) ?? '–'} · {member.organizationName}
              </Text>
            </>
          ),
        },
        {
          key: 'contact',
          card: 'hidden',
          cellProps: { fontSize: 'xs' },
          cell: (member) => (
            <>
              <Text>{member.phone ?? t('reminders.noPhone')}</Text>
              <Text color="fg.muted">{member.email ?? '–'}</Text>
            </>
          ),
        },
        { key: 'category', cell: (member) => member.duesCategory },
        {
          key: 'amount',
          numeric: true,
          nowrap: true,
          cellProps: { 'data-testid': 'overdue-amount' },
          cell: (member) => formatIdr(member.amount),
        },
        { key: 'dueDate', nowrap: true, cell: (member) => formatDate(isoDateAsWib(member.dueDate)) },
        { key: 'daysOverdue', nowrap: true, cell: (member) => t('reminders.days', { count: member.daysOverdue }) },
        {
          key: 'priority',
          cell: (member) => (
            <Badge colorPalette={priorityPalette[member.priority]}>{t(`reminders.priority.${member.priority}`)}</Badge>
          ),
        },
        {
          key: 'lastReminder',
          card: 'hidden',
          cellProps: { fontSize: 'xs' },
          cell: (member) =>
            member.lastReminderSent ? (
              <>
                <Text>{formatDateTime(member.lastReminderSent)}</Text>
                <Text color="fg.muted">{t('reminders.reminderCount', { count: member.reminderCount })}</Text>
              </>
            ) : (
              <Text color="fg.muted">{t('reminders.neverReminded')}</Text>
            ),
        },
      ]}
      header={(key) => t(`reminders.columns.${key}`)}
      rows={members}
      rowKey={(member) => member.id}
      rowData={(member) => ({
        'data-member-id': member.id,
        'data-bucket': member.bucket,
      })}
      selection={{
        isSelected,
        onChange: onSelect,
        pageLabel: t('reminders.selectPage'),
        rowLabel: (member) => t('reminders.selectMember', { name: member.memberName }),
      }}
      label={t('reminders.tableLabel')}
      testIdPrefix="overdue"
      empty={empty}
      {...state}
      errorTitle={t('reminders.loadFailed')}
    />
  );
}
