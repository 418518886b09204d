import { Alert, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duesCategoryStatusFilters, type DuesCategory } from '@shared/contracts/dues';
import { Pager } from '@/components/ui/pager';
import { formatNumber } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { choice, useListPage } from '@/lib/use-list-page';
import { useDuesCategoriesQuery } from '../api/list-dues-categories';
import { CategoryConfirmDialog, type PendingCategoryChange } from '../components/categories/category-confirm-dialog';
import { CategoryFilters } from '../components/categories/category-filters';
import { CategoryTable, type CategoryAction } from '../components/categories/category-table';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { BillGenerationButton } from '../components/generation/bill-generation-button';
import { SummaryTiles } from '../components/summary-tiles';

const listFilters = { status: choice(duesCategoryStatusFilters, 'all') };

/** Dues categories (spec §2 "Categories"): `/dashboard/dues/management`. Only DPP dues managers change them. */
export default function DuesCategoriesPage() {
  const { t } = useTranslation('dues');
  const list = useListPage(listFilters);
  const { page, search } = list;
  const { status } = list.values;
  const canManage = useHasPermission('dues.manage');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<DuesCategory | null>(null);
  const [pending, setPending] = useState<PendingCategoryChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const filter = useMemo(() => ({ page, search, status }), [page, search, status]);
  const categories = useDuesCategoriesQuery(filter);
  const pagination = categories.data?.pagination;

  const openForm = (category: DuesCategory | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const onAction = (action: CategoryAction, category: DuesCategory) =>
    action === 'edit' ? openForm(category) : setPending({ kind: action, category });

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

        <CategoryFilters
          searchBox={list.searchBox}
          status={status}
          onStatus={(value) => list.setFilter('status', value)}
        />

        {categories.isError ? (
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
        ) : (
          <CategoryTable
            rows={categories.data?.categories ?? []}
            loading={categories.isPending}
            fetching={categories.isFetching}
            filtered={list.filtered}
            canManage={canManage}
            onAction={onAction}
            onAdd={() => openForm(null)}
            onClear={list.clear}
          />
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
            {...list.pager(pagination)}
          />
        )}
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
        <CategoryConfirmDialog pending={pending} onClose={() => setPending(null)} onNotice={setNotice} />
      )}
    </Container>
  );
}
