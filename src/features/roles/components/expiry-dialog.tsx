import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { roleAssignmentExpirySchema, type RoleAssignment } from '@shared/contracts/roles';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSetRoleAssignmentExpiryMutation } from '../api/set-role-assignment-expiry';

/** Renew or limit an assignment: a new last day, or empty for `Never`. */
export function ExpiryDialog({
  assignment,
  onClose,
  onSaved,
}: {
  assignment: RoleAssignment;
  onClose: () => void;
  onSaved: (saved: RoleAssignment) => void;
}) {
  const { t } = useTranslation('roles');
  const form = useZodForm(roleAssignmentExpirySchema, { defaultValues: { expiresOn: assignment.expiresOn ?? '' } });
  const save = useSetRoleAssignmentExpiryMutation();
  const names = {
    role: assignment.roleDisplayName,
    name: assignment.userFullName ?? assignment.userEmail ?? '',
    organization: assignment.organizationName,
  };
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title={t('expiryForm.title')}
      description={t('expiryForm.text', names)}
      testId="role-expiry-form"
      submitLabel={t('expiryForm.save')}
      cancelLabel={t('expiryForm.cancel')}
      onSubmit={async ({ expiresOn }) => onSaved(await save.mutateAsync({ id: assignment.id, expiresOn }))}
    >
      <FormField name="expiresOn" label={t('expiryForm.expiresOn')} help={t('expiryForm.expiresOnHelp')}>
        <Input type="date" {...form.register('expiresOn')} data-testid="expiry-input" />
      </FormField>
    </FormDialog>
  );
}
