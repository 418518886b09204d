import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A yes/no question before a change (activate, deactivate, delete), with room for the server's refusal. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  tone = 'default',
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  tone?: 'danger' | 'default';
  pending: boolean;
  /** The refusal and what to do instead (e.g. a "deactivate" button). */
  error?: ReactNode;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{text}</Text>
                {error && (
                  <Alert.Root status="warning" role="alert" data-testid="confirm-error">
                    <Alert.Indicator />
                    <Alert.Content>{error}</Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('form.cancel')}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : undefined} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
