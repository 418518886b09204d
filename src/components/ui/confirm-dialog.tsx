import { Alert, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * A yes/no question before a change (verify, activate, deactivate, delete), with room for the
 * server's refusal.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  tone = 'default',
  pending,
  confirmDisabled = false,
  error,
  onConfirm,
  finalFocusEl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'default';
  pending: boolean;
  /** Keeps the confirm button off until the question's own condition is met (e.g. a checkbox). */
  confirmDisabled?: boolean;
  /** The refusal and what to do instead (e.g. a "deactivate" button). */
  error?: ReactNode;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      lazyMount
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogHeading title={title} closeLabel={t('actions.cancel')} />
            <Dialog.Body>
              <Stack gap="4">
                {typeof text === 'string' ? <Text>{text}</Text> : text}
                {error && (
                  <Alert.Root status="warning" role="alert" data-testid="confirm-error">
                    <Alert.Indicator />
                    <Alert.Content>{error}</Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              onCancel={() => onOpenChange(false)}
              submitLabel={confirmLabel}
              tone={tone}
              pending={pending}
              submitDisabled={confirmDisabled}
              onSubmit={onConfirm}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
