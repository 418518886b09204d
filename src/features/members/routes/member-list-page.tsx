import {
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { membershipStatuses, type MembershipStatus } from '@shared/contracts/members';
import { formatNumber } from '@/lib/format';
import { useMembersQuery } from '../api/list-members';
import { useMemberStatsQuery } from '@/lib/member-stats';
import { useCan } from '../api/get-permissions';
import type { StatusFilter } from '../api/member-keys';
import { ExportDialog } from '../components/export-dialog';
import { dateOrDash, formatNap } from '../components/format';
import { ImportDialog } from '../components/import-dialog';
import { MemberStatusBadge } from '../components/member-status-badge';

const SEARCH_DEBOUNCE_MS = 350;

function readStatus(value: string | null): StatusFilter {
  const upper = (value ?? '').toUpperCase();
  return (membershipStatuses as readonly string[]).includes(upper) ? (upper as MembershipStatus) : 'ALL';
}

function StatTiles() {
  const { t } = useTranslation('members');
  const stats = useMemberStatsQuery();
  const tiles = [
    ['total', stats.data?.totalMembers],
    ['active', stats.data?.activeMembers],
    ['pending', stats.data?.pendingMembers],
    ['expired', stats.data?.expiredMembers],
  ] as const;
  if (stats.isError) return null;
  return (
    <Grid
      as="section"
      aria-label={t('stats.label')}
      templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      gap="3"
    >
      {tiles.map(([key, value]) => (
        <Box key={key} bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="4" data-testid={`member-stat-${key}`}>
          <Text fontSize="sm" color="fg.muted">
            {t(`stats.${key}`)}
          </Text>
          {value === undefined ? (
            <Skeleton height="7" width="16" marginTop="1" />
          ) : (
            <Text fontSize="xl" fontWeight="bold">
              {formatNumber(value)}
            </Text>
          )}
        </Box>
      ))}
    </Grid>
  );
}

/** The member directory (spec §2 "Member list"): `/dashboard/members` and `/members`. */
export default function MemberListPage() {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [term, setTerm] = useState(search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const canExport = useCan('members.export');
  const canCreate = useCan('members.create');

  // The top bar's search changes the URL while this page is open: follow it.
  // (A change this page made itself is not copied back: the user may have typed on meanwhile.)
  const [seenSearch, setSeenSearch] = useState(search);
  const [ownSearch, setOwnSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== ownSearch) setTerm(search);
  }

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // Search as the user types, once the typing pauses (debounced), from the first page.
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const onSearchChange = (value: string) => {
    setTerm(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      const next = value.trim();
      setOwnSearch(next);
      update({ search: next || null, page: null });
    }, SEARCH_DEBOUNCE_MS);
  };

  const filter = useMemo(() => ({ page, search, status }), [page, search, status]);
  const members = useMembersQuery(filter);
  const rows = members.data?.members ?? [];
  const pagination = members.data?.pagination;
  const pageIds = rows.map((row) => row.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = pageIds.some((id) => selected.has(id));

  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const toggleOne = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

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

        <StatTiles />

        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <InputGroup flex="1">
            <Input
              type="search"
              value={term}
              onChange={(event) => onSearchChange(event.target.value)}
              aria-label={t('list.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
            />
          </InputGroup>
          <NativeSelect.Root width={{ base: 'full', md: '56' }}>
            <NativeSelect.Field
              aria-label={t('list.statusLabel')}
              value={status}
              onChange={(event) =>
                update({ status: event.target.value === 'ALL' ? null : event.target.value, page: null })
              }
            >
              <option value="ALL">{t('list.statusAll')}</option>
              {membershipStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>

        {selected.size > 0 && (
          <HStack role="status" gap="3" bg="brand.subtle" paddingX="4" paddingY="2" borderRadius="md">
            <Text fontSize="sm">{t('list.selected', { count: selected.size })}</Text>
            <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
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

        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={members.isFetching}>
          <Table.Root size="sm" aria-label={t('list.tableLabel')} data-testid="member-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="10">
                  <Checkbox.Root
                    size="sm"
                    checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                    onCheckedChange={(details) => toggleAll(details.checked === true)}
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
              {members.isPending ? (
                Array.from({ length: 5 }, (_, index) => (
                  <Table.Row key={index}>
                    <Table.Cell colSpan={9}>
                      <Skeleton height="6" />
                    </Table.Cell>
                  </Table.Row>
                ))
              ) : rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell
                    colSpan={9}
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
                  <Table.Row
                    key={row.id}
                    data-testid="member-row"
                    data-selected={selected.has(row.id) ? '' : undefined}
                  >
                    <Table.Cell>
                      <Checkbox.Root
                        size="sm"
                        checked={selected.has(row.id)}
                        onCheckedChange={(details) => toggleOne(row.id, details.checked === true)}
                      >
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
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Box>

        {pagination && pagination.total > 0 && (
          <Pager
            label={t('list.paginationLabel')}
            summary={t('list.pagination', {
              page: pagination.page,
              pages: pagination.pages,
              total: formatNumber(pagination.total),
            })}
            testId="member-pagination"
            hasPrevious={page > 1}
            hasNext={page < pagination.pages}
            onPrevious={() => update({ page: page > 2 ? String(page - 1) : null })}
            onNext={() => update({ page: String(page + 1) })}
          />
        )}
      </Stack>
      {canExport && <ExportDialog open={exportOpen} onOpenChange={setExportOpen} search={search} status={status} />}
      {canExport && canCreate && <ImportDialog open={importOpen} onOpenChange={setImportOpen} />}
    </Container>
  );
}
