import { Box, Checkbox, Fieldset, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  customRoleLevels,
  permissionCategories,
  roleInputSchema,
  type Permission,
  type Role,
  type RoleFields,
} from '@shared/contracts/roles';
import { FieldRefusal } from '@/components/form/api-errors';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { useCreateRoleMutation } from '../api/create-role';
import { usePermissionsQuery } from '../api/list-permissions';
import { useUpdateRoleMutation } from '../api/update-role';

const ALL_PERMISSIONS = { search: '', category: 'all' } as const;

/** Create Role needs every field; Edit keeps the name and level (checked, not sent). */
const formSchema = roleInputSchema as z.ZodType<RoleFields, z.input<typeof roleInputSchema>>;

function valuesOf(role: Role | null): z.input<typeof roleInputSchema> {
  if (!role) return { name: '', displayName: '', description: '', level: 'DPC', permissionIds: [] };
  const level = role.level === 'DPW' ? 'DPW' : 'DPC';
  return {
    name: role.name,
    displayName: role.displayName,
    description: role.description ?? '',
    level,
    permissionIds: role.permissions.map((p) => p.id),
  };
}

/**
 * Create Role (spec §2): role name, display name, level (DPW or DPC) and the permissions, as
 * checkboxes by category in a scrolling list; the same dialog edits a custom role.
 */
export function RoleFormDialog({
  open,
  role,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  role: Role | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: Role, created: boolean) => void;
}) {
  const { t } = useTranslation('roles');
  const form = useZodForm(formSchema, { values: valuesOf(role) });
  const create = useCreateRoleMutation();
  const update = useUpdateRoleMutation();
  const permissions = usePermissionsQuery(ALL_PERMISSIONS);
  const byCategory = useMemo(() => {
    const groups = new Map<string, Permission[]>();
    for (const permission of permissions.data?.permissions ?? [])
      groups.set(permission.category, [...(groups.get(permission.category) ?? []), permission]);
    return permissionCategories.filter((c) => groups.has(c)).map((c) => [c, groups.get(c)!] as const);
  }, [permissions.data]);

  const submit = async (fields: RoleFields) => {
    try {
      if (role) {
        const { displayName, description, permissionIds } = fields;
        onSaved(await update.mutateAsync({ id: role.id, fields: { displayName, description, permissionIds } }), false);
      } else onSaved(await create.mutateAsync(fields), true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ROLE_NAME_TAKEN') throw new FieldRefusal('name', error.message);
      throw error;
    }
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      title={role ? t('roleForm.editTitle') : t('roleForm.createTitle')}
      testId="role-form"
      submitLabel={role ? t('roleForm.save') : t('roleForm.create')}
      cancelLabel={t('roleForm.cancel')}
      scrollBehavior="inside"
      size="lg"
      onSubmit={submit}
    >
      <FormField name="name" label={t('roleForm.name')} help={t('roleForm.nameHelp')} required>
        <Input autoComplete="off" readOnly={!!role} {...form.register('name')} />
      </FormField>
      <FormField name="displayName" label={t('roleForm.displayName')} required>
        <Input autoComplete="off" {...form.register('displayName')} />
      </FormField>
      <FormField name="description" label={t('roleForm.description')}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <FormField name="level" label={t('roleForm.level')} required>
        <NativeSelect.Root disabled={!!role}>
          <NativeSelect.Field {...form.register('level')}>
            {customRoleLevels.map((level) => (
              <option key={level} value={level}>
                {t(`roleForm.level${level}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField name="permissionIds" label={t('roleForm.permissions')} help={t('roleForm.permissionsHelp')} required>
        <Controller
          control={form.control}
          name="permissionIds"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            const toggle = (id: string, on: boolean) =>
              field.onChange(on ? [...chosen, id] : [...chosen].filter((value) => value !== id));
            return (
              <Box
                maxHeight="64"
                overflowY="auto"
                borderWidth="1px"
                borderRadius="md"
                padding="3"
                width="full"
                data-testid="permission-checkboxes"
              >
                <Stack gap="4">
                  {byCategory.map(([category, list]) => (
                    <Fieldset.Root key={category}>
                      <Fieldset.Legend fontWeight="semibold">{t(`categories.${category}`)}</Fieldset.Legend>
                      <Stack gap="1">
                        {list.map((permission) => (
                          <Checkbox.Root
                            key={permission.id}
                            size="sm"
                            checked={chosen.has(permission.id)}
                            onCheckedChange={(details) => toggle(permission.id, details.checked === true)}
                          >
                            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                            <Checkbox.Control />
                            <Checkbox.Label>
                              {permission.displayName}{' '}
                              <Text as="span" color="fg.muted">
                                ({permission.name})
                              </Text>
                            </Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Stack>
                    </Fieldset.Root>
                  ))}
                </Stack>
              </Box>
            );
          }}
        />
      </FormField>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('roleForm.selected', { count: form.watch('permissionIds')?.length ?? 0 })}
      </Text>
    </FormDialog>
  );
}
