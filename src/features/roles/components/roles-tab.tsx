import { Badge, Button, Flex, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLevels, type Role, type RoleLevel } from '@shared/contracts/roles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailDialog } from '@/components/ui/detail-dialog';
import { FilterSelect } from '@/components/ui/list-filters';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useDeleteRoleMutation } from '../api/delete-role';
import { useRolesQuery } from '../api/list-roles';
import { RoleCard, type RoleAction } from './role-card';
import { RoleFormDialog } from './role-form-dialog';

/** The Roles tab: role cards filtered by level and the page's search; create, view, edit, delete. */
export function RolesTab({ search, onNotice }: { search: string; onNotice: (text: string) => void }) {
  const { t } = useTranslation('roles');
  const [level, setLevel] = useState<RoleLevel | 'all'>('all');
  const filter = useMemo(() => ({ page: 1, search, level }), [search, level]);
  const roles = useRolesQuery(filter);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Role | null>(null);
  const [viewing, setViewing] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRoleMutation();

  const onAction = (action: RoleAction, role: Role) => {
    if (action === 'view') setViewing(role);
    else if (action === 'delete') {
      remove.reset();
      setDeleting(role);
    } else {
      setEditing(role);
      setFormOpen(true);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" justify="space-between">
        <FilterSelect
          label={t('filters.level')}
          value={level}
          options={[['all', t('levels.all')], ...roleLevels.map((value) => [value, t(`levels.${value}`)] as const)]}
          onChange={(value) => setLevel(value as RoleLevel | 'all')}
        />
        <Button
          size="sm"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('roleForm.create')}
        </Button>
      </Flex>
      {roles.isError ? (
        <RetryAlert title={t('loadError')} retryLabel={t('assignForm.retry')} onRetry={() => void roles.refetch()} />
      ) : roles.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="roles-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height="48" />
          ))}
        </SimpleGrid>
      ) : roles.data.roles.length === 0 ? (
        <Stack align="center" paddingY="8" textAlign="center" data-testid="roles-empty">
          <Text fontWeight="semibold">{t('rolesTab.empty')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('rolesTab.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {roles.data.roles.map((role) => (
            <RoleCard key={role.id} role={role} onAction={onAction} />
          ))}
        </SimpleGrid>
      )}
      <RoleFormDialog
        open={formOpen}
        role={editing}
        onOpenChange={setFormOpen}
        onSaved={(saved, created) => {
          setFormOpen(false);
          onNotice(t(created ? 'roleForm.created' : 'roleForm.saved', { name: saved.displayName }));
        }}
      />
      {viewing && (
        <DetailDialog
          onClose={() => setViewing(null)}
          title={t('roleView.title', { name: viewing.displayName })}
          closeLabel={t('roleView.close')}
          scrollBehavior="inside"
          testId="role-view"
        >
          <Stack gap="3">
            <Text color="fg.muted">{viewing.description ?? t('roleView.noDescription')}</Text>
            <Text fontWeight="semibold">{t('roleView.permissions', { count: viewing.permissions.length })}</Text>
            <List.Root gap="1" paddingStart="4">
              {viewing.permissions.map((p) => (
                <List.Item key={p.id}>
                  {p.displayName} <Badge variant="subtle">{p.name}</Badge>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </DetailDialog>
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('deleteRole.title')}
          text={t('deleteRole.text', { name: deleting.displayName })}
          confirmLabel={t('deleteRole.confirm')}
          tone="danger"
          pending={remove.isPending}
          error={remove.error?.message}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (role) => {
                setDeleting(null);
                onNotice(t('deleteRole.deleted', { name: role.displayName }));
              },
            })
          }
        />
      )}
    </Stack>
  );
}
