import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@shared/contracts/members';
import { useChangeMemberStatusMutation, type MemberStatusAction } from '../../api/change-member-status';
import { useRejectMemberMutation } from '../../api/reject-member';
import { useResetTwoFactorMutation } from '../../api/reset-two-factor';
import type { useVerifyMemberMutation } from '../../api/verify-member';
import { formatNap } from '../format';
import { MemberEditDialog } from '../member-edit-dialog';
import { ReasonDialog } from '../reason-dialog';
import { TwoFactorResetDialog } from '../two-factor-reset-dialog';
import { VerifyDialog } from '../verification/verify-dialog';

/**
 * The officer's buttons on a member (verify, reject, edit, deactivate, activate, reset two-factor)
 * and their dialogs; each outcome is told through `onNotice`. The page owns `verify`, whose error it
 * shows under the heading.
 */
export function MemberDetailActions({
  detail,
  verify,
  canResetTwoFactor,
  onNotice,
}: {
  detail: MemberDetail;
  /** `members.verify`, asked by the page so the permissions load beside the member. */
  canResetTwoFactor: boolean;
  verify: ReturnType<typeof useVerifyMemberMutation>;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation('members');
  const { member, actions } = detail;
  const [editing, setEditing] = useState(false);
  // The action stays set while its dialog closes, so the dialog keeps its labels to the end.
  const [statusAction, setStatusAction] = useState<MemberStatusAction>('deactivate');
  const [statusDialogOpen, setStatusDialogOpen] = useState(false);
  const openStatusDialog = (action: MemberStatusAction) => {
    setStatusAction(action);
    setStatusDialogOpen(true);
  };
  const [confirmingVerify, setConfirmingVerify] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const deactivate = useChangeMemberStatusMutation(member.id, 'deactivate');
  const activate = useChangeMemberStatusMutation(member.id, 'activate');
  const statusMutation = statusAction === 'activate' ? activate : deactivate;
  const reject = useRejectMemberMutation();
  const resetTwoFactor = useResetTwoFactorMutation(member.id);
  const [resettingTwoFactor, setResettingTwoFactor] = useState(false);

  return (
    <HStack gap="2" wrap="wrap">
      {actions.verify && (
        <>
          <Button loading={verify.isPending} disabled={reject.isPending} onClick={() => setConfirmingVerify(true)}>
            {t('detail.verify')}
          </Button>
          <Button variant="outline" colorPalette="red" disabled={verify.isPending} onClick={() => setRejecting(true)}>
            {t('detail.reject')}
          </Button>
        </>
      )}
      {actions.edit && (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {t('detail.edit')}
        </Button>
      )}
      {actions.deactivate && (
        <Button colorPalette="red" variant="outline" onClick={() => openStatusDialog('deactivate')}>
          {t('detail.deactivate')}
        </Button>
      )}
      {actions.activate && (
        <Button variant="outline" onClick={() => openStatusDialog('activate')}>
          {t('detail.activate')}
        </Button>
      )}
      {canResetTwoFactor && member.hasLogin && (
        <Button
          variant="outline"
          onClick={() => {
            resetTwoFactor.reset();
            setResettingTwoFactor(true);
          }}
        >
          {t('detail.twoFactorReset.action')}
        </Button>
      )}
      {editing && <MemberEditDialog member={member} open={editing} onOpenChange={setEditing} />}
      <ReasonDialog
        open={statusDialogOpen}
        onOpenChange={setStatusDialogOpen}
        title={t(statusAction === 'activate' ? 'form.activateTitle' : 'form.deactivateTitle')}
        text={t(statusAction === 'activate' ? 'form.activateText' : 'form.deactivateText', { name: member.fullName })}
        confirmLabel={t(statusAction === 'activate' ? 'form.confirmActivate' : 'form.confirmDeactivate')}
        tone={statusAction === 'activate' ? 'default' : 'danger'}
        pending={statusMutation.isPending}
        serverError={statusMutation.isError ? statusMutation.error.message : null}
        onConfirm={(reason) =>
          statusMutation.mutate(reason, {
            onSuccess: (updated) => {
              onNotice(
                t(statusAction === 'activate' ? 'form.activated' : 'form.deactivated', { name: updated.fullName }),
              );
              setStatusDialogOpen(false);
            },
          })
        }
      />
      <VerifyDialog
        application={confirmingVerify ? { ...member, missing: detail.missing ?? undefined } : null}
        pending={verify.isPending}
        onCancel={() => setConfirmingVerify(false)}
        onConfirm={() =>
          verify.mutate(member.id, {
            onSuccess: (verified) => onNotice(t('detail.verified', { nap: formatNap(verified.nap) ?? '–' })),
            onSettled: () => setConfirmingVerify(false),
          })
        }
      />
      <TwoFactorResetDialog
        open={resettingTwoFactor}
        onOpenChange={setResettingTwoFactor}
        name={member.fullName}
        pending={resetTwoFactor.isPending}
        error={resetTwoFactor.isError ? resetTwoFactor.error.message : null}
        onConfirm={() =>
          resetTwoFactor.mutate(undefined, {
            onSuccess: () => {
              setResettingTwoFactor(false);
              onNotice(t('detail.twoFactorReset.done', { name: member.fullName }));
            },
          })
        }
      />
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('verification.rejectTitle', { name: member.fullName })}
        confirmLabel={t('verification.confirmReject')}
        pending={reject.isPending}
        serverError={reject.isError ? reject.error.message : null}
        onConfirm={(reason) =>
          reject.mutate(
            { id: member.id, reason },
            {
              onSuccess: (updated) => {
                setRejecting(false);
                onNotice(t('verification.rejected', { name: updated.fullName }));
              },
            },
          )
        }
      />
    </HStack>
  );
}
