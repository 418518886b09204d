import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleAssignment } from '@shared/contracts/roles';
import { DataTable, type DataColumn, type TableQueryState } from '@/components/list/data-table';
import { ExpiryText } from './expiry-text';

export type AssignmentAction = 'renew' | 'revoke';
type Column = 'user' | 'role' | 'organization' | 'expiresAt' | 'actions';

const nameOf = (row: RoleAssignment) => row.userFullName ?? row.userEmail ?? row.userId;

/**
 * Role assignments: who (name, email, NAP), which role, where, until when (`Never`), and, for
 * active ones the caller may manage, renew and revoke. Below `md` each row is a card.
 */
export function AssignmentTable({
  rows,
  showOrganization = true,
  onAction,
  empty,
  label,
  testIdPrefix = 'role-assignment',
  ...state
}: TableQueryState & {
  rows: RoleAssignment[];
  showOrganization?: boolean;
  onAction: (action: AssignmentAction, row: RoleAssignment) => void;
  empty: ReactNode;
  label: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('roles');
  const columns: DataColumn<RoleAssignment, Column>[] = [
    {
      key: 'user',
      card: 'primary',
      cell: (row) => (
        <>
          <Text fontWeight="semibold">{nameOf(row)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[row.userEmail, row.userNap].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { key: 'role', cell: (row) => `${row.roleDisplayName} (${row.roleName})` },
    ...(showOrganization
      ? [{ key: 'organization' as const, cell: (row: RoleAssignment) => row.organizationName }]
      : []),
    { key: 'expiresAt', nowrap: true, cell: (row) => <ExpiryText assignment={row} /> },
    {
      key: 'actions',
      card: 'action',
      cell: (row) =>
        row.isActive &&
        row.canManage && (
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-label={t('assignments.renewLabel', { role: row.roleDisplayName, name: nameOf(row) })}
              onClick={() => onAction('renew', row)}
            >
              {t('assignments.renew')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('assignments.revokeLabel', { role: row.roleDisplayName, name: nameOf(row) })}
              onClick={() => onAction('revoke', row)}
            >
              {t('assignments.revoke')}
            </Button>
          </HStack>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      header={(key) => (key === 'actions' ? '' : t(`assignments.${key}`))}
      rows={rows}
      rowKey={(row) => row.id}
      label={label}
      testIdPrefix={testIdPrefix}
      empty={empty}
      {...state}
      errorTitle={t('loadError')}
    />
  );
}
