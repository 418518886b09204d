import { Input, NativeSelect, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  assignmentOrganizationLevel,
  roleAssignmentInputSchema,
  type RoleAssignment,
  type RoleAssignmentFields,
  type RoleCandidate,
} from '@shared/contracts/roles';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { RetryAlert } from '@/components/ui/retry-alert';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { useAssignRoleMutation } from '../api/assign-role';
import { useRolesQuery } from '../api/list-roles';
import { allRolesFilter, grantableRolesFilter } from '../api/role-keys';
import { useOrganizationsQuery } from '../api/list-organizations';
import { UserSearchField } from './user-search-field';

/** The organization an appointment is made in, when the dialog is opened from a chapter's page. */
export interface FixedOrganization {
  id: string;
  name: string;
  level: 'DPP' | 'DPW' | 'DPC';
}

/**
 * Assign Role (spec §2): a user (searched by email, NAP or name), a role, the organization it
 * applies to (only those of the role's level; fixed when opened from a chapter) and an optional
 * last day, `Never` when empty. The database decides whether the caller may grant it there.
 */
export function AssignRoleDialog({
  open,
  onOpenChange,
  organization,
  onAssigned,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organization?: FixedOrganization;
  onAssigned: (assignment: RoleAssignment) => void;
}) {
  const { t } = useTranslation('roles');
  const form = useZodForm(roleAssignmentInputSchema, {
    defaultValues: { userId: '', roleId: '', organizationId: organization?.id ?? '', expiresOn: '' },
  });
  const [user, setUser] = useState<RoleCandidate | null>(null);
  const assign = useAssignRoleMutation();
  const roles = useRolesQuery(organization ? grantableRolesFilter(organization.id) : allRolesFilter);
  const roleId = useWatch({ control: form.control, name: 'roleId' });

  const choices = useMemo(
    () =>
      (roles.data?.roles ?? []).filter((role) => {
        const level = assignmentOrganizationLevel[role.level];
        return level !== null && (!organization || level === organization.level);
      }),
    [roles.data, organization],
  );
  const chosenRole = choices.find((role) => role.id === roleId);
  const organizationLevel = organization ? null : chosenRole ? assignmentOrganizationLevel[chosenRole.level] : null;

  const submit = async (fields: RoleAssignmentFields) => onAssigned(await assign.mutateAsync(fields));

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (!next) setUser(null);
        onOpenChange(next);
      }}
      title={t('assignForm.title')}
      testId="assign-role-form"
      submitLabel={t('assignForm.submit')}
      cancelLabel={t('assignForm.cancel')}
      scrollBehavior="inside"
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="userId"
        render={({ fieldState }) => (
          <UserSearchField
            value={user}
            error={fieldState.error?.message && t('assignForm.userSearchHelp')}
            onChange={(next) => {
              setUser(next);
              form.setValue('userId', next?.userId ?? '', { shouldValidate: form.formState.isSubmitted });
            }}
          />
        )}
      />
      {roles.isError ? (
        <RetryAlert
          title={t('assignForm.loadError')}
          retryLabel={t('assignForm.retry')}
          onRetry={() => void roles.refetch()}
        />
      ) : (
        <FormField name="roleId" label={t('assignForm.role')} required>
          <NativeSelect.Root disabled={roles.isPending}>
            <NativeSelect.Field
              {...form.register('roleId', {
                onChange: () => !organization && form.setValue('organizationId', ''),
              })}
            >
              <option value="">{roles.isPending ? t('assignForm.loading') : t('assignForm.rolePlaceholder')}</option>
              {choices.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.displayName} ({role.name})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      {organization ? (
        <Text>
          {t('assignForm.organization')}: <strong>{organization.name}</strong>
        </Text>
      ) : (
        <OrganizationField level={organizationLevel} register={form.register('organizationId')} />
      )}
      <FormField name="expiresOn" label={t('assignForm.expiresOn')} help={t('assignForm.expiresOnHelp')}>
        <Input type="date" {...form.register('expiresOn')} data-testid="assign-expires-on" />
      </FormField>
    </FormDialog>
  );
}

function OrganizationField({
  level,
  register,
}: {
  level: FixedOrganization['level'] | null;
  register: ReturnType<ReturnType<typeof useZodForm<typeof roleAssignmentInputSchema>>['register']>;
}) {
  const { t } = useTranslation('roles');
  const organizations = useOrganizationsQuery(level);
  const groups = useMemo(
    () => (level === 'DPC' ? groupChaptersByProvince(organizations.data ?? []) : null),
    [level, organizations.data],
  );
  if (organizations.isError) {
    return (
      <RetryAlert
        title={t('assignForm.loadError')}
        retryLabel={t('assignForm.retry')}
        onRetry={() => void organizations.refetch()}
      />
    );
  }
  return (
    <FormField
      name="organizationId"
      label={t('assignForm.organization')}
      help={level ? t('assignForm.organizationHelp', { level }) : t('assignForm.pickRoleFirst')}
      required
    >
      <NativeSelect.Root disabled={!level || organizations.isPending}>
        <NativeSelect.Field {...register}>
          <option value="">{t('assignForm.organizationPlaceholder')}</option>
          {groups
            ? groups.map((group) => (
                <optgroup key={group.province} label={group.province}>
                  {group.chapters.map((chapter) => (
                    <option key={chapter.id} value={chapter.id}>
                      {chapter.name}
                    </option>
                  ))}
                </optgroup>
              ))
            : (organizations.data ?? []).map((chapter) => (
                <option key={chapter.id} value={chapter.id}>
                  {chapter.name}
                </option>
              ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
