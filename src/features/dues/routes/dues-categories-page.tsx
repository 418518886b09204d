import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { useSearchParams } from 'react-router-dom';
import { duesCategoryStatusFilters, type DuesCategory, type DuesCategoryStatusFilter } from '@shared/contracts/dues';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatIdr, formatNumber } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { useDeleteDuesCategoryMutation } from '../api/delete-dues-category';
import { useDuesCategoriesQuery } from '../api/list-dues-categories';
import { fieldsOf, useSaveDuesCategoryMutation } from '../api/save-dues-category';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SummaryTiles } from '../components/summary-tiles';
import { BillGenerationButton } from '../components/generation/bill-generation-button';
import { DuesSettingsCard } from '../components/settings/dues-settings-card';
import { ReminderScheduleCard } from '../components/settings/reminder-schedule-card';

const SEARCH_DEBOUNCE_MS = 350;
const COLUMNS = 6;

function readStatus(value: string | null): DuesCategoryStatusFilter {
  return (duesCategoryStatusFilters as readonly string[]).includes(value ?? '')
    ? (value as DuesCategoryStatusFilter)
    : 'all';
}

type Pending = { kind: 'toggle' | 'delete'; category: DuesCategory } | null;

/** Dues categories (spec §2 "Categories"): `/dashboard/dues/management`. Only DPP dues managers change them. */
export default function DuesCategoriesPage() {
  const { t } = useTranslation('dues');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [term, setTerm] = useState(search);
  const canManage = useHasPermission('dues.manage');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DuesCategory | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveDuesCategoryMutation();
  const remove = useDeleteDuesCategoryMutation();

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

  // Search as the user types, once the typing pauses, from the first page.
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const onSearchChange = (value: string) => {
    setTerm(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ search: value.trim() || null, page: null }), SEARCH_DEBOUNCE_MS);
  };

  const filter = useMemo(() => ({ page, search, status }), [page, search, status]);
  const categories = useDuesCategoriesQuery(filter);
  const rows = categories.data?.categories ?? [];
  const pagination = categories.data?.pagination;
  const filtered = search !== '' || status !== 'all';

  const openForm = (category: DuesCategory | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const closeConfirm = () => {
    setPending(null);
    save.reset();
    remove.reset();
  };
  const toggle = (category: DuesCategory) =>
    save.mutate(
      { id: category.id, fields: fieldsOf(category, !category.isActive) },
      {
        onSuccess: (saved) => {
          closeConfirm();
          setNotice(t(saved.isActive ? 'notice.activated' : 'notice.deactivated', { name: saved.name }));
        },
      },
    );
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'toggle') return toggle(pending.category);
    remove.mutate(pending.category.id, {
      onSuccess: (deleted) => {
        closeConfirm();
        setNotice(t('notice.deleted', { name: deleted.name }));
      },
    });
  };
  const hasBills = remove.error instanceof ApiError && remove.error.code === 'DUES_CATEGORY_HAS_BILLS';

  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('title')} · SIMK`}</title>
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Heading as="h1" size="2xl">
              {t('title')}
            </Heading>
            <Text color="fg.muted">{t('subtitle')}</Text>
          </Box>
          <HStack gap="2">
            <BillGenerationButton />
            {canManage && (
              <Button size="sm" onClick={() => openForm(null)}>
                {t('actions.add')}
              </Button>
            )}
          </HStack>
        </Flex>

        {notice && (
          <Alert.Root status="success" role="status" data-testid="dues-notice">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}

        {!categories.isError && <SummaryTiles summary={categories.data?.summary} />}

        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <Input
            flex="1"
            type="search"
            value={term}
            onChange={(event) => onSearchChange(event.target.value)}
            aria-label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
          />
          <NativeSelect.Root width={{ base: 'full', md: '56' }}>
            <NativeSelect.Field
              aria-label={t('list.statusLabel')}
              value={status}
              onChange={(event) =>
                update({ status: event.target.value === 'all' ? null : event.target.value, page: null })
              }
            >
              {duesCategoryStatusFilters.map((value) => (
                <option key={value} value={value}>
                  {t(`list.status.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>

        {categories.isError && (
          <Alert.Root status="error" role="alert" data-testid="dues-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('list.error')}</Alert.Title>
              <Alert.Description>{categories.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void categories.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert.Root>
        )}

        {!categories.isError && (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={categories.isFetching}>
            <Table.Root size="sm" aria-label={t('list.tableLabel')} data-testid="dues-category-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('list.columns.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('list.columns.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('list.columns.period')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('list.columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('list.columns.lastUpdated')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{canManage ? t('list.columns.actions') : null}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {categories.isPending ? (
                  Array.from({ length: 4 }, (_, index) => (
                    <Table.Row key={index}>
                      <Table.Cell colSpan={COLUMNS}>
                        <Skeleton height="6" />
                      </Table.Cell>
                    </Table.Row>
                  ))
                ) : rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={COLUMNS} textAlign="center" paddingY="10" data-testid="dues-category-empty">
                      <Stack gap="3" align="center">
                        <Text fontWeight="semibold">{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          {t(filtered ? 'list.emptyFilteredHint' : canManage ? 'list.emptyHint' : 'list.emptyReadOnly')}
                        </Text>
                        {filtered ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              setTerm('');
                              update({ search: null, status: null, page: null });
                            }}
                          >
                            {t('list.clearFilters')}
                          </Button>
                        ) : (
                          canManage && (
                            <Button size="sm" onClick={() => openForm(null)}>
                              {t('actions.add')}
                            </Button>
                          )
                        )}
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  rows.map((row) => (
                    <Table.Row key={row.id} data-testid="dues-category-row">
                      <Table.Cell>
                        <Text fontWeight="semibold">{row.name}</Text>
                        {row.description && (
                          <Text fontSize="xs" color="fg.muted">
                            {row.description}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatIdr(row.amount)}
                      </Table.Cell>
                      <Table.Cell>{t(`period.${row.period}`)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={row.isActive ? 'green' : 'gray'} variant="subtle">
                          {t(row.isActive ? 'status.active' : 'status.inactive')}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(row.lastUpdated)}</Table.Cell>
                      <Table.Cell>
                        {canManage && (
                          <HStack gap="1">
                            <Button
                              size="xs"
                              variant="ghost"
                              onClick={() => openForm(row)}
                              aria-label={t('actions.editOf', { name: row.name })}
                            >
                              {t('actions.edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              onClick={() => setPending({ kind: 'toggle', category: row })}
                              aria-label={t(row.isActive ? 'actions.deactivateOf' : 'actions.activateOf', {
                                name: row.name,
                              })}
                            >
                              {t(row.isActive ? 'actions.deactivate' : 'actions.activate')}
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              onClick={() => setPending({ kind: 'delete', category: row })}
                              aria-label={t('actions.deleteOf', { name: row.name })}
                            >
                              {t('actions.delete')}
                            </Button>
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Box>
        )}

        {pagination && pagination.total > 0 && (
          <Pager
            label={t('list.paginationLabel')}
            summary={t('list.pagination', {
              page: pagination.page,
              pages: pagination.pages,
              total: formatNumber(pagination.total),
            })}
            testId="dues-pagination"
            hasPrevious={page > 1}
            hasNext={page < pagination.pages}
            onPrevious={() => update({ page: page > 2 ? String(page - 1) : null })}
            onNext={() => update({ page: String(page + 1) })}
          />
        )}
        <DuesSettingsCard />
        <ReminderScheduleCard />
      </Stack>

      {canManage && (
        <CategoryFormDialog
          open={formOpen}
          category={editing}
          onOpenChange={setFormOpen}
          onSaved={(saved, created) => {
            setFormOpen(false);
            setNotice(t(created ? 'notice.created' : 'notice.updated', { name: saved.name }));
          }}
        />
      )}
      {canManage && pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && closeConfirm()}
          title={t(
            pending.kind === 'delete'
              ? 'confirm.deleteTitle'
              : pending.category.isActive
                ? 'confirm.deactivateTitle'
                : 'confirm.activateTitle',
          )}
          text={t(
            pending.kind === 'delete'
              ? 'confirm.deleteText'
              : pending.category.isActive
                ? 'confirm.deactivateText'
                : 'confirm.activateText',
            { name: pending.category.name },
          )}
          confirmLabel={t(
            pending.kind === 'delete'
              ? 'actions.delete'
              : pending.category.isActive
                ? 'actions.deactivate'
                : 'actions.activate',
          )}
          tone={pending.kind === 'delete' || pending.category.isActive ? 'danger' : 'default'}
          pending={save.isPending || remove.isPending}
          error={
            hasBills ? (
              <Stack gap="2" align="start">
                <Text>{remove.error?.message}</Text>
                {pending.category.isActive && (
                  <Button size="sm" onClick={() => toggle(pending.category)} loading={save.isPending}>
                    {t('actions.deactivateInstead')}
                  </Button>
                )}
              </Stack>
            ) : (
              (remove.error ?? save.error)?.message
            )
          }
          onConfirm={confirm}
        />
      )}
    </Container>
  );
}
