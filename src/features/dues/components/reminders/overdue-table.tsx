import { Badge, Box, Checkbox, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverdueMember, OverduePriority } from '@shared/contracts/reminders';
import { formatNap } from '@shared/identifiers';
import { formatDate, formatDateTime, formatIdr } from '@/lib/format';
import { isoDateAsWib } from '../format-period';

const COLUMNS = 9;
const priorityPalette: Record<OverduePriority, string> = { high: 'red', medium: 'orange', low: 'gray' };

/** One page of overdue members, each with a checkbox; the header's box ticks the whole page. */
export function OverdueTable({
  members,
  loading,
  busy,
  empty,
  isSelected,
  onToggle,
  pageChecked,
  onTogglePage,
}: {
  members: OverdueMember[];
  loading: boolean;
  busy: boolean;
  empty: ReactNode;
  isSelected: (member: OverdueMember) => boolean;
  onToggle: (member: OverdueMember, checked: boolean) => void;
  pageChecked: boolean | 'indeterminate';
  onTogglePage: (checked: boolean) => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={busy}>
      <Table.Root size="sm" aria-label={t('reminders.tableLabel')} data-testid="overdue-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Checkbox.Root
                checked={pageChecked}
                disabled={members.length === 0}
                onCheckedChange={(details) => onTogglePage(details.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={t('reminders.selectPage')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            {(
              ['member', 'contact', 'category', 'amount', 'dueDate', 'daysOverdue', 'priority', 'lastReminder'] as const
            ).map((key) => (
              <Table.ColumnHeader key={key} textAlign={key === 'amount' ? 'end' : undefined}>
                {t(`reminders.columns.${key}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 4 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="6" data-testid="overdue-skeleton" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : members.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS} textAlign="center" paddingY="10" data-testid="overdue-empty">
                <Stack gap="3" align="center">
                  {empty}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            members.map((member) => (
              <Table.Row
                key={member.id}
                data-testid="overdue-row"
                data-member-id={member.id}
                data-bucket={member.bucket}
              >
                <Table.Cell>
                  <Checkbox.Root
                    checked={isSelected(member)}
                    onCheckedChange={(details) => onToggle(member, details.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={t('reminders.selectMember', { name: member.memberName })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold" data-testid="overdue-name">
                    {member.memberName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatNap(member.memberNAP) ?? '–'} · {member.organizationName}
                  </Text>
                </Table.Cell>
                <Table.Cell fontSize="xs">
                  <Text>{member.phone ?? t('reminders.noPhone')}</Text>
                  <Text color="fg.muted">{member.email ?? '–'}</Text>
                </Table.Cell>
                <Table.Cell>{member.duesCategory}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="overdue-amount">
                  {formatIdr(member.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(isoDateAsWib(member.dueDate))}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{t('reminders.days', { count: member.daysOverdue })}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={priorityPalette[member.priority]}>
                    {t(`reminders.priority.${member.priority}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontSize="xs">
                  {member.lastReminderSent ? (
                    <>
                      <Text>{formatDateTime(member.lastReminderSent)}</Text>
                      <Text color="fg.muted">{t('reminders.reminderCount', { count: member.reminderCount })}</Text>
                    </>
                  ) : (
                    <Text color="fg.muted">{t('reminders.neverReminded')}</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
