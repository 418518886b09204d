import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionCategories, type PermissionCategory, type PermissionWithUsage } from '@shared/contracts/roles';
import { DataTable, tableState } from '@/components/list/data-table';
import { FilterSelect } from '@/components/ui/list-filters';
import { usePermissionsQuery } from '../api/list-permissions';

type Column = 'name' | 'category' | 'roles';

/** The Permissions tab: each permission with how many roles use it (spec §2), filtered by category. */
export function PermissionsTab({ search }: { search: string }) {
  const { t } = useTranslation('roles');
  const [category, setCategory] = useState<PermissionCategory | 'all'>('all');
  const filter = useMemo(() => ({ search, category }), [search, category]);
  const permissions = usePermissionsQuery(filter);
  return (
    <>
      <FilterSelect
        label={t('filters.category')}
        value={category}
        options={[['all', t('categories.all')], ...permissionCategories.map((c) => [c, t(`categories.${c}`)] as const)]}
        onChange={(value) => setCategory(value as PermissionCategory | 'all')}
      />
      <DataTable<PermissionWithUsage, Column>
        columns={[
          {
            key: 'name',
            card: 'primary',
            cell: (row) => (
              <>
                <Text fontWeight="semibold">{row.displayName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.name}
                </Text>
              </>
            ),
          },
          { key: 'category', cell: (row) => t(`categories.${row.category}`) },
          { key: 'roles', numeric: true, cell: (row) => t('permissionsTab.roleCount', { count: row.roleCount }) },
        ]}
        header={(key) => t(`permissionsTab.${key}`)}
        rows={permissions.data?.permissions ?? []}
        rowKey={(row) => row.id}
        label={t('permissionsTab.caption')}
        testIdPrefix="permission"
        empty={<Text>{t('permissionsTab.empty')}</Text>}
        {...tableState(permissions)}
        errorTitle={t('loadError')}
      />
    </>
  );
}
