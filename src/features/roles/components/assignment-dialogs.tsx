import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleAssignment } from '@shared/contracts/roles';
import type { AssignmentAction } from './assignment-table';
import { AssignRoleDialog, type FixedOrganization } from './assign-role-dialog';
import { ExpiryDialog } from './expiry-dialog';
import { RevokeDialog } from './revoke-dialog';

const nameOf = (row: RoleAssignment) => row.userFullName ?? row.userEmail ?? '';

/**
 * The dialogs of an assignment list (assign, renew, revoke) and the notice each success leaves:
 * the User Assignments tab and a chapter's officers panel share them.
 */
export function useAssignmentDialogs(organization?: FixedOrganization) {
  const { t } = useTranslation('roles');
  const [assigning, setAssigning] = useState(false);
  const [pending, setPending] = useState<{ action: AssignmentAction; row: RoleAssignment } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setPending(null);

  const dialogs = (
    <>
      <AssignRoleDialog
        // The form's defaults hold the chapter, known once its query answers.
        key={organization?.id ?? 'any'}
        open={assigning}
        onOpenChange={setAssigning}
        organization={organization}
        onAssigned={(row) => {
          setAssigning(false);
          setNotice(t('assignForm.assigned', { role: row.roleDisplayName, name: nameOf(row) }));
        }}
      />
      {pending?.action === 'renew' && (
        <ExpiryDialog
          assignment={pending.row}
          onClose={close}
          onSaved={(row) => {
            close();
            setNotice(t('expiryForm.saved', { role: row.roleDisplayName, name: nameOf(row) }));
          }}
        />
      )}
      {pending?.action === 'revoke' && (
        <RevokeDialog
          assignment={pending.row}
          onClose={close}
          onRevoked={(row) => {
            close();
            setNotice(t('revoke.revoked', { role: row.roleDisplayName, name: nameOf(row) }));
          }}
        />
      )}
    </>
  );

  return {
    dialogs,
    notice,
    openAssign: () => setAssigning(true),
    onAction: (action: AssignmentAction, row: RoleAssignment) => setPending({ action, row }),
  };
}
