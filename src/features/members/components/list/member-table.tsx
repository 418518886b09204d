import { Box, Checkbox, Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberListItem } from '@shared/contracts/members';
import { dateOrDash, formatNap } from '../format';
import { MemberStatusBadge } from '../member-status-badge';

const COLUMNS = 9;

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
  loading,
  fetching,
  selection,
}: {
  rows: MemberListItem[];
  loading: boolean;
  fetching: boolean;
  selection: ReturnType<typeof useRowSelection>;
}) {
  const { t } = useTranslation('members');
  const { selected, change } = selection;
  const pageIds = rows.map((row) => row.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = pageIds.some((id) => selected.has(id));
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={fetching}>
      <Table.Root size="sm" aria-label={t('list.tableLabel')} data-testid="member-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Checkbox.Root
                size="sm"
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                onCheckedChange={(details) => change(pageIds, details.checked === true)}
                disabled={rows.length === 0}
              >
                <Checkbox.HiddenInput aria-label={t('list.selectAll')} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.member')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.contact')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.position')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.city')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.joinDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.columns.expiryDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <span>{t('list.columns.actions')}</span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 5 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="6" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell
                colSpan={COLUMNS}
                textAlign="center"
                paddingY="10"
                color="fg.muted"
                data-testid="member-list-empty"
              >
                {t('list.empty')}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <MemberRow
                key={row.id}
                row={row}
                selected={selected.has(row.id)}
                onSelect={(checked) => change([row.id], checked)}
              />
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function MemberRow({
  row,
  selected,
  onSelect,
}: {
  row: MemberListItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <Table.Row data-testid="member-row" data-selected={selected ? '' : undefined}>
      <Table.Cell>
        <Checkbox.Root size="sm" checked={selected} onCheckedChange={(details) => onSelect(details.checked === true)}>
          <Checkbox.HiddenInput aria-label={t('list.selectRow', { name: row.fullName })} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      <Table.Cell>
        {/* The name opens the detail too: on a narrow screen the action column is off to the side. */}
        <Link asChild fontWeight="semibold" color="fg">
          <RouterLink to={`/members/${row.id}`}>{row.fullName}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {formatNap(row.memberNumber) ?? t('list.noNap')}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{row.email ?? '–'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.phone ?? ''}
        </Text>
      </Table.Cell>
      <Table.Cell>{row.position ?? '–'}</Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{row.city ?? '–'}</Text>
        <Text fontSize="xs" color="fg.muted" data-testid="member-organization">
          {row.organizationName}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <MemberStatusBadge status={row.membershipStatus} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{dateOrDash(row.joinDate)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{dateOrDash(row.expiryDate)}</Table.Cell>
      <Table.Cell>
        <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to={`/members/${row.id}`} aria-label={t('list.viewOf', { name: row.fullName })}>
            {t('list.view')}
          </RouterLink>
        </Link>
      </Table.Cell>
    </Table.Row>
  );
}
