import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferRequest } from '@shared/contracts/transfers';

/**
 * The buttons of the caller's allowed actions (private.transfer_actions): withdraw, reject and
 * approve. Approve is shown, disabled, to the deciding side while the checklist is incomplete
 * (spec §5), since reject is then allowed and approve is not.
 */
export function DecisionActions({
  request,
  pending,
  onWithdraw,
  onReject,
  onApprove,
}: {
  request: TransferRequest;
  pending: { withdraw: boolean; reject: boolean; approve: boolean };
  onWithdraw: () => void;
  onReject: () => void;
  onApprove: () => void;
}) {
  const { t } = useTranslation('transfers');
  const allowed = (action: TransferRequest['allowedActions'][number]) => request.allowedActions.includes(action);
  return (
    <>
      {allowed('withdraw') && (
        <Button variant="outline" loading={pending.withdraw} onClick={onWithdraw}>
          {t('detail.withdraw')}
        </Button>
      )}
      {allowed('reject') && (
        <Button colorPalette="red" variant="outline" loading={pending.reject} onClick={onReject}>
          {t('detail.reject')}
        </Button>
      )}
      {(allowed('approve') || allowed('reject')) && (
        <Button colorPalette="green" disabled={!allowed('approve')} loading={pending.approve} onClick={onApprove}>
          {t('detail.approve')}
        </Button>
      )}
    </>
  );
}

/** Whether the caller decides the request now (and so writes a note). */
export const decidesNow = (request: TransferRequest) =>
  request.allowedActions.includes('approve') || request.allowedActions.includes('reject');
