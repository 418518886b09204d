import { useTranslation } from 'react-i18next';
import type { RoleAssignment } from '@shared/contracts/roles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRevokeRoleAssignmentMutation } from '../api/revoke-role-assignment';

/** Revoke (end) an assignment after a confirmation that names who loses what, where. */
export function RevokeDialog({
  assignment,
  onClose,
  onRevoked,
}: {
  assignment: RoleAssignment;
  onClose: () => void;
  onRevoked: (revoked: RoleAssignment) => void;
}) {
  const { t } = useTranslation('roles');
  const revoke = useRevokeRoleAssignmentMutation();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('revoke.title')}
      text={t('revoke.text', {
        role: assignment.roleDisplayName,
        name: assignment.userFullName ?? assignment.userEmail ?? '',
        organization: assignment.organizationName,
      })}
      confirmLabel={t('revoke.confirm')}
      tone="danger"
      pending={revoke.isPending}
      error={revoke.error?.message}
      onConfirm={() => revoke.mutate(assignment.id, { onSuccess: onRevoked })}
    />
  );
}
