import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Application } from './application';

type Applicant = Pick<Application, 'fullName' | 'organizationName' | 'email'>;

/** Asks before a verification: it issues a NAP, which never changes, to the named person and DPC. */
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
