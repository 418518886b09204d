import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableState } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { FilteredListEmpty, SearchForm } from '@/components/ui/list-filters';
import { useListPage } from '@/lib/use-list-page';
import { useChaptersQuery } from '../api/list-chapters';
import { ChapterTable } from '../components/chapter-table';

const noFilters = {};

/**
 * `/organizations`: the chapters in the officer's scope (a DPC officer: theirs; a DPW officer: the
 * DPW and its DPCs; national: all), with member counts and arrears from the totals; searchable by
 * name or BPS code, a page at a time.
 */
export default function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  const list = useListPage(noFilters);
  const filter = useMemo(() => ({ page: list.page, search: list.search }), [list.page, list.search]);
  const chapters = useChaptersQuery(filter);

  const empty = (
    <FilteredListEmpty
      filtered={list.filtered}
      title={t(list.filtered ? 'list.emptyFiltered' : 'list.empty')}
      hint={t(list.filtered ? 'list.emptyFilteredHint' : 'list.emptyHint')}
      clearText={t('list.clear')}
      onClear={list.clear}
    />
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      pager={{
        info: chapters.data?.pagination,
        label: t('list.paginationLabel'),
        summary: (figures) => t('list.pagination', figures),
        buttons: list.pager,
        testId: 'chapter-pagination',
      }}
    >
      <SearchForm
        value={list.search}
        onSearch={list.setSearch}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        submitText={t('list.searchSubmit')}
      />
      <ChapterTable chapters={chapters.data?.chapters ?? []} {...tableState(chapters)} empty={empty} />
    </ListPage>
  );
}
