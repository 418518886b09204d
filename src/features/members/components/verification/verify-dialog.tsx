import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  application: T | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (application: T) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <Dialog.Root
      finalFocusEl={finalFocusEl}
      role="alertdialog"
      open={application !== null}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('verification.confirmTitle', { name: application?.fullName ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Text>
                {t('verification.confirmText', {
                  name: application?.fullName ?? '',
                  chapter: application?.organizationName ?? '',
                })}
              </Text>
              {application?.email && (
                <Text marginTop="2" color="fg.muted" fontSize="sm">
                  {t('verification.confirmEmail', { email: application.email })}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
              <Button loading={pending} onClick={() => application && onConfirm(application)}>
                {t('verification.confirmVerify')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
