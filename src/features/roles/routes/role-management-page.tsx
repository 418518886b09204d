import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list/list-page';
import { SearchForm } from '@/components/ui/list-filters';
import { SuccessNotice } from '@/components/ui/success-notice';
import { AssignmentsTab } from '../components/assignments-tab';
import { PermissionsTab } from '../components/permissions-tab';
import { RolesTab } from '../components/roles-tab';

/**
 * Role management (spec §2): `/dashboard/role-management` and `/role-permissions`, for SUPER_ADMIN
 * (the route gate sends others to the overview). Tabs Roles, Permissions and User Assignments,
 * under one search box.
 */
export default function RoleManagementPage() {
  const { t } = useTranslation('roles');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <ListPage title={t('page.title')} subtitle={t('page.subtitle')}>
      <SearchForm
        value={search}
        onSearch={(term) => setSearch(term.trim())}
        label={t('page.searchPlaceholder')}
        placeholder={t('page.searchPlaceholder')}
        submitText={t('page.search')}
      />
      <SuccessNotice text={notice} testId="roles-notice" />
      <Tabs.Root defaultValue="roles" variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="roles">{t('tabs.roles')}</Tabs.Trigger>
          <Tabs.Trigger value="permissions">{t('tabs.permissions')}</Tabs.Trigger>
          <Tabs.Trigger value="assignments">{t('tabs.assignments')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="roles">
          <RolesTab search={search} onNotice={setNotice} />
        </Tabs.Content>
        <Tabs.Content value="permissions">
          <PermissionsTab search={search} />
        </Tabs.Content>
        <Tabs.Content value="assignments">
          <AssignmentsTab search={search} />
        </Tabs.Content>
      </Tabs.Root>
    </ListPage>
  );
}
