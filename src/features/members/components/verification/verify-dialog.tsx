import { Alert, Text } from '@chakra-ui/react';
import type { ApplicationMissingItem } from '@shared/contracts/members';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Application } from './application';

type Applicant = Pick<Application, 'fullName' | 'organizationName' | 'email'> & {
  /** What the file lacks (`private.application_missing`), when the caller knows it. */
  missing?: ApplicationMissingItem[];
};

/**
 * Asks before a verification: it issues a NAP, which never changes, to the named person and DPC.
 * An incomplete file (no STR, …) is named first, so the officer verifies without it knowingly.
 */
export function VerifyDialog<T extends Applicant>({
  application,
  pending,
  onCancel,
  onConfirm,
  finalFocusEl,
}: {
  application: T | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (application: T) => void;
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const { t } = useTranslation('members');
  return (
    <ConfirmDialog
      open={application !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('verification.confirmTitle', { name: application?.fullName ?? '' })}
      text={
        <>
          {application?.missing && application.missing.length > 0 && (
            <Alert.Root status="warning" size="sm" data-testid="verify-missing">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('verification.confirmMissingTitle')}</Alert.Title>
                <Alert.Description>
                  {t('verification.confirmMissing', {
                    name: application.fullName,
                    items: application.missing.map((item) => t(`verification.missing.${item}`)).join(', '),
                  })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Text>
            {t('verification.confirmText', {
              name: application?.fullName ?? '',
              chapter: application?.organizationName ?? '',
            })}
          </Text>
          {application?.email && (
            <Text color="fg.muted" fontSize="sm">
              {t('verification.confirmEmail', { email: application.email })}
            </Text>
          )}
        </>
      }
      confirmLabel={t('verification.confirmVerify')}
      pending={pending}
      onConfirm={() => application && onConfirm(application)}
      finalFocusEl={finalFocusEl}
    />
  );
}
