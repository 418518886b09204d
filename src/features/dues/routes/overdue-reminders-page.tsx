import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverdueMember } from '@shared/contracts/reminders';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { formatNumber } from '@/lib/format';
import { FilteredListEmpty } from '@/components/ui/list-filters';
import { useOverdueMembersQuery } from '../api/list-overdue-members';
import { OverdueBucketTiles } from '../components/reminders/overdue-bucket-tiles';
import { OverdueFilters } from '../components/reminders/overdue-filters';
import { OverdueTable } from '../components/reminders/overdue-table';
import { SelectAllBanner } from '../components/reminders/select-all-banner';
import { SendRemindersDialog, type ReminderRecipients } from '../components/reminders/send-reminders-dialog';
import { useOverdueFilters } from '../hooks/use-overdue-filters';

/** The members ticked one by one, or every member of the filter (resolved by the server when sending). */
type Selection = { kind: 'members'; members: ReadonlyMap<string, OverdueMember> } | { kind: 'filter' };
const nothing: Selection = { kind: 'members', members: new Map() };

/** Whom a sending goes to: the members ticked, or the filter (resolved by the server); and who the preview shows. */
function recipientsOf(
  selection: Selection,
  filter: ReturnType<typeof useOverdueFilters>['filter'],
  members: OverdueMember[],
): { recipients: ReminderRecipients; previewMember: OverdueMember | undefined } {
  const allOfFilter = selection.kind === 'filter';
  const recipients: ReminderRecipients = allOfFilter
    ? {
        filter: {
          search: filter.search || undefined,
          bucket: filter.bucket === 'all' ? undefined : filter.bucket,
          organizationId: filter.organizationId === 'all' ? undefined : filter.organizationId,
        },
      }
    : { memberIds: [...(selection.kind === 'members' ? selection.members.keys() : [])] };
  const previewMember = allOfFilter
    ? members[0]
    : selection.kind === 'members'
      ? selection.members.values().next().value
      : undefined;

  return { recipients, previewMember };
}

/**
 * Overdue reminders (spec §2): `/dashboard/dues/reminders`. Officers with dues.remind see the
 * overdue members of their scope by bucket, tick some (or all of the filter) and send reminders.
 */
export default function OverdueRemindersPage() {
  const { t } = useTranslation('dues');
  const { filter, filtered, setFilter, clear, pager } = useOverdueFilters();
  const overdue = useOverdueMembersQuery(filter);
  const [selection, setSelection] = useState<Selection>(nothing);
  const [sending, setSending] = useState(false);
  // A new filter is a new list: what was ticked under the old one no longer shows.
  const filterKey = `${filter.search}|${filter.bucket}|${filter.organizationId}`;
  const [selectedUnder, setSelectedUnder] = useState(filterKey);
  if (selectedUnder !== filterKey) {
    setSelectedUnder(filterKey);
    setSelection(nothing);
  }

  const members = overdue.data?.members ?? [];
  const pagination = overdue.data?.pagination;
  const total = pagination?.total ?? 0;
  const allOfFilter = selection.kind === 'filter';
  const selectedCount = allOfFilter ? total : selection.members.size;
  const isSelected = (member: OverdueMember) =>
    allOfFilter || (selection.kind === 'members' && selection.members.has(member.id));
  const pageTicked = members.length > 0 && members.every(isSelected);

  const select = (changed: readonly OverdueMember[], checked: boolean) =>
    setSelection((current) => {
      // Unticking one of "all of the filter" keeps this page's others ticked.
      const next = new Map(current.kind === 'members' ? current.members : members.map((m) => [m.id, m] as const));
      for (const member of changed) {
        if (checked) next.set(member.id, member);
        else next.delete(member.id);
      }
      return { kind: 'members', members: next };
    });

  const { recipients, previewMember } = recipientsOf(selection, filter, members);

  const empty = (
    <FilteredListEmpty
      filtered={filtered}
      title={t(filtered ? 'reminders.emptyFiltered' : 'reminders.empty')}
      hint={t(filtered ? 'reminders.emptyFilteredHint' : 'reminders.emptyHint')}
      clearText={t('reminders.clearFilters')}
      onClear={clear}
    />
  );

  return (
    <ListPage
      title={t('reminders.title')}
      subtitle={t('reminders.subtitle')}
      actions={
        // Spec §5: the send button appears only when at least one member is selected.
        selectedCount > 0 && (
          <Button onClick={() => setSending(true)} data-testid="open-send-reminders">
            {t('reminders.sendSelected', { count: selectedCount, formatted: formatNumber(selectedCount) })}
          </Button>
        )
      }
      pager={{
        info: pagination,
        label: t('reminders.paginationLabel'),
        summary: (figures) => t('reminders.pagination', figures),
        buttons: pager,
        testId: 'overdue-pagination',
      }}
      dialogs={
        sending && (
          <SendRemindersDialog
            recipients={recipients}
            count={selectedCount}
            preview={previewMember && { id: previewMember.id, name: previewMember.memberName }}
            onClose={() => {
              setSending(false);
              setSelection(nothing);
            }}
          />
        )
      }
    >
      <OverdueBucketTiles
        counts={overdue.data?.buckets}
        active={filter.bucket}
        onSelect={(bucket) => setFilter('bucket', bucket)}
      />
      <OverdueFilters filter={filter} onChange={setFilter} />
      {!overdue.isError && pageTicked && total > members.length && (
        <SelectAllBanner
          allOfFilter={allOfFilter}
          total={total}
          onPage={members.length}
          onSelectAll={() => setSelection({ kind: 'filter' })}
          onClear={() => setSelection(nothing)}
        />
      )}
      <OverdueTable
        members={members}
        {...tableState(overdue)}
        empty={empty}
        isSelected={isSelected}
        onSelect={select}
      />
    </ListPage>
  );
}
