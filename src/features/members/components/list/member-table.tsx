import { Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberListItem } from '@shared/contracts/members';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { dateOrDash, formatNap } from '../format';
import { MembershipStatusBadge } from '@/components/ui/membership-status-badge';

/** Rows ticked across pages: the ids, and ticking one row or every row of the page shown. */
export function useRowSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const change = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, change, clear: () => setSelected(new Set()) };
}

/** The member directory's table: a checkbox per row and for the page, and a link to each member. */
export function MemberTable({
  rows,
  selection,
  ...state
}: TableQueryState & {
  rows: MemberListItem[];
  selection: ReturnType<typeof useRowSelection>;
}) {
  const { t } = useTranslation('members');
  const { selected, change } = selection;
  return (
    <DataTable
      columns={[
        {
          key: 'member',
          card: 'primary',
          cell: (row) => (
            <>
              {/* The name opens the detail too: at the end of a wide row, the action column may be off screen. */}
              <Link asChild fontWeight="semibold" color="fg">
                <RouterLink to={`/members/${row.id}`}>{row.fullName}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {formatNap(row.memberNumber) ?? t('list.noNap')}
              </Text>
            </>
          ),
        },
        {
          key: 'contact',
          card: 'hidden',
          cell: (row) => (
            <>
              <Text fontSize="sm">{row.email ?? '–'}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.phone ?? ''}
              </Text>
            </>
          ),
        },
        { key: 'position', card: 'hidden', cell: (row) => row.position ?? '–' },
        {
          key: 'city',
          cell: (row) => (
            <>
              <Text fontSize="sm">{row.city ?? '–'}</Text>
              <Text fontSize="xs" color="fg.muted" data-testid="member-organization">
                {row.organizationName}
              </Text>
            </>
          ),
        },
        { key: 'status', cell: (row) => <MembershipStatusBadge status={row.membershipStatus} /> },
        { key: 'joinDate', card: 'hidden', nowrap: true, cell: (row) => dateOrDash(row.joinDate) },
        { key: 'expiryDate', nowrap: true, cell: (row) => dateOrDash(row.expiryDate) },
        {
          key: 'actions',
          card: 'action',
          header: <span>{t('list.columns.actions')}</span>,
          cell: (row) => (
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to={`/members/${row.id}`} aria-label={t('list.viewOf', { name: row.fullName })}>
                {t('list.view')}
              </RouterLink>
            </Link>
          ),
        },
      ]}
      header={(key) => t(`list.columns.${key}`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={(row) => ({ 'data-selected': selected.has(row.id) ? '' : undefined })}
      selection={{
        isSelected: (row) => selected.has(row.id),
        onChange: (changed, checked) =>
          change(
            changed.map((row) => row.id),
            checked,
          ),
        pageLabel: t('list.selectAll'),
        rowLabel: (row) => t('list.selectRow', { name: row.fullName }),
      }}
      label={t('list.tableLabel')}
      testIdPrefix="member"
      skeletonRows={5}
      empty={<Text color="fg.muted">{t('list.empty')}</Text>}
      emptyTestId="member-list-empty"
      {...state}
      errorTitle={t('list.error')}
    />
  );
}
