import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duesCategoryStatusFilters, type DuesCategory } from '@shared/contracts/dues';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { SuccessNotice } from '@/components/ui/success-notice';
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

  const openForm = (category: DuesCategory | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const onAction = (action: CategoryAction, category: DuesCategory) =>
    action === 'edit' ? openForm(category) : setPending({ kind: action, category });

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          <BillGenerationButton />
          {canManage && (
            <Button size="sm" onClick={() => openForm(null)}>
              {t('actions.add')}
            </Button>
          )}
        </>
      }
      pager={{
        info: categories.data?.pagination,
        label: t('list.paginationLabel'),
        summary: (figures) => t('list.pagination', figures),
        buttons: list.pager,
        testId: 'dues-pagination',
      }}
      dialogs={
        canManage && (
          <>
            <CategoryFormDialog
              open={formOpen}
              category={editing}
              onOpenChange={setFormOpen}
              onSaved={(saved, created) => {
                setFormOpen(false);
                setNotice(t(created ? 'notice.created' : 'notice.updated', { name: saved.name }));
              }}
            />
            {pending && (
              <CategoryConfirmDialog pending={pending} onClose={() => setPending(null)} onNotice={setNotice} />
            )}
          </>
        )
      }
    >
      <SuccessNotice text={notice} testId="dues-notice" />

      {!categories.isError && <SummaryTiles summary={categories.data?.summary} />}

      <CategoryFilters
        searchBox={list.searchBox}
        status={status}
        onStatus={(value) => list.setFilter('status', value)}
      />

      <CategoryTable
        rows={categories.data?.categories ?? []}
        {...tableState(categories)}
        filtered={list.filtered}
        canManage={canManage}
        onAction={onAction}
        onAdd={() => openForm(null)}
        onClear={list.clear}
      />
    </ListPage>
  );
}
