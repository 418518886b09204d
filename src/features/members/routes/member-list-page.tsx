import { Alert, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Pager } from '@/components/ui/pager';
import { formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { useCan } from '../api/get-permissions';
import { useMembersQuery } from '../api/list-members';
import { ExportDialog } from '../components/export-dialog';
import { ImportDialog } from '../components/import-dialog';
import { MemberListFilters, memberStatusFilter } from '../components/list/member-list-filters';
import { MemberStatTiles } from '../components/list/member-stat-tiles';
import { MemberTable, useRowSelection } from '../components/list/member-table';

const listFilters = { status: memberStatusFilter };

/** The member directory (spec §2 "Member list"): `/dashboard/members` and `/members`. */
export default function MemberListPage() {
  const { t } = useTranslation('members');
  // The top bar's search changes the URL's `search` while this page is open: the box follows it.
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { status } = list.values;
  const selection = useRowSelection();
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const canExport = useCan('members.export');
  const canCreate = useCan('members.create');

  const filter = useMemo(() => ({ page, search, status }), [page, search, status]);
  const members = useMembersQuery(filter);
  const pagination = members.data?.pagination;

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('list.title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Heading as="h1" size="2xl">
              {t('list.title')}
            </Heading>
            <Text color="fg.muted">{t('list.subtitle')}</Text>
          </Box>
          <HStack gap="2" wrap="wrap">
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
          </HStack>
        </Flex>

        <MemberStatTiles />

        <MemberListFilters
          searchBox={list.searchBox}
          status={status}
          onStatus={(value) => list.setFilter('status', value)}
        />

        {selection.selected.size > 0 && (
          <HStack role="status" gap="3" bg="brand.subtle" paddingX="4" paddingY="2" borderRadius="md">
            <Text fontSize="sm">{t('list.selected', { count: selection.selected.size })}</Text>
            <Button size="xs" variant="ghost" onClick={selection.clear}>
              {t('list.clearSelection')}
            </Button>
          </HStack>
        )}

        {members.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('list.error')}</Alert.Title>
              <Alert.Description>{members.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void members.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert.Root>
        )}

        <MemberTable
          rows={members.data?.members ?? []}
          loading={members.isPending}
          fetching={members.isFetching}
          selection={selection}
        />

        {pagination && pagination.total > 0 && (
          <Pager
            label={t('list.paginationLabel')}
            summary={t('list.pagination', {
              page: pagination.page,
              pages: pagination.pages,
              total: formatNumber(pagination.total),
            })}
            testId="member-pagination"
            {...list.pager(pagination)}
          />
        )}
      </Stack>
      {canExport && <ExportDialog open={exportOpen} onOpenChange={setExportOpen} search={search} status={status} />}
      {canExport && canCreate && <ImportDialog open={importOpen} onOpenChange={setImportOpen} />}
    </Container>
  );
}
