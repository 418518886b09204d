import { Alert, CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferRequest } from '@shared/contracts/transfers';

/**
 * What the last decision did, in words (the modal that took it has closed): released to the
 * destination, accepted and moved, rejected or withdrawn. Announced to screen readers.
 */
export function DecisionNotice({ request, onDismiss }: { request: TransferRequest | null; onDismiss: () => void }) {
  const { t } = useTranslation('transfers');
  if (!request) return null;
  return (
    <Alert.Root
      status={request.status === 'rejected' || request.status === 'withdrawn' ? 'info' : 'success'}
      role="status"
      data-testid="transfer-decided"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(`decided.${request.status}`, { name: request.memberName, target: request.targetLocation })}
        </Alert.Title>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('shared.close')} onClick={onDismiss} />
    </Alert.Root>
  );
}
