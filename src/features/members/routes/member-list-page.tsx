import { Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { anyValue, useListPage } from '@/lib/use-list-page';
import { useCan } from '../api/get-permissions';
import { useMembersQuery } from '../api/list-members';
import { ExportDialog } from '../components/export-dialog';
import { ImportDialog } from '../components/import-dialog';
import { ChapterFilterChip, MemberListFilters, memberStatusFilter } from '../components/list/member-list-filters';
import { MemberStatTiles } from '../components/list/member-stat-tiles';
import { MemberTable, useRowSelection } from '../components/list/member-table';

// `organization`: one chapter and those under it (the structure tree's "see its members").
const listFilters = { status: memberStatusFilter, organization: anyValue('') };

/** The member directory (spec §2 "Member list"): `/dashboard/members` and `/members`. */
export default function MemberListPage() {
  const { t } = useTranslation('members');
  // The top bar's search changes the URL's `search` while this page is open: the box follows it.
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { status, organization } = list.values;
  const selection = useRowSelection();
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const canExport = useCan('members.export');
  const canCreate = useCan('members.create');

  const filter = useMemo(
    () => ({ page, search, status, organizationId: organization }),
    [page, search, status, organization],
  );
  const members = useMembersQuery(filter);

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          {canExport && (
            <Button variant="outline" size="sm" onClick={() => setExportOpen(true)}>
              {t('list.export')}
            </Button>
          )}
          {/* Import adds members: it needs both permissions, as the API does. */}
          {canExport && canCreate && (
            <Button variant="outline" size="sm" onClick={() => setImportOpen(true)}>
              {t('list.import')}
            </Button>
          )}
          {canCreate && (
            <Button asChild size="sm">
              <RouterLink to="/dashboard/members/registration">{t('list.add')}</RouterLink>
            </Button>
          )}
        </>
      }
      pager={{
        info: members.data?.pagination,
        label: t('list.paginationLabel'),
        summary: (figures) => t('list.pagination', figures),
        buttons: list.pager,
        testId: 'member-pagination',
      }}
      dialogs={
        canExport && (
          <>
            <ExportDialog
              open={exportOpen}
              onOpenChange={setExportOpen}
              search={search}
              status={status}
              organizationId={organization}
            />
            {canCreate && <ImportDialog open={importOpen} onOpenChange={setImportOpen} />}
          </>
        )
      }
    >
      <MemberStatTiles />

      <MemberListFilters
        searchBox={list.searchBox}
        status={status}
        onStatus={(value) => list.setFilter('status', value)}
      />

      {organization && (
        <ChapterFilterChip name={members.data?.chapter?.name} onClear={() => list.setFilter('organization', '')} />
      )}

      {selection.selected.size > 0 && (
        <HStack role="status" gap="3" bg="brand.subtle" paddingX="4" paddingY="2" borderRadius="md">
          <Text fontSize="sm">{t('list.selected', { count: selection.selected.size })}</Text>
          <Button size="xs" variant="ghost" onClick={selection.clear}>
            {t('list.clearSelection')}
          </Button>
        </HStack>
      )}

      <MemberTable rows={members.data?.members ?? []} {...tableState(members)} selection={selection} />
    </ListPage>
  );
}
