import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A settings change in two steps: the form, then "are you sure?" with what will change, since a
 * split or a grace period applies to every member at once. The server's refusal shows on either.
 */
export function SettingsDialog({
  title,
  testId,
  confirmation,
  pending,
  error,
  onSubmit,
  onBack,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  /** What the change will do, once the form is valid; null while the form is shown. */
  confirmation: string | null;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('dues');
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate
              aria-label={title}
              data-testid={testId}
              onSubmit={(event) => {
                event.preventDefault();
                if (confirmation) onConfirm();
                else onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('form.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="4">
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  {confirmation ? <Text data-testid="settings-confirmation">{confirmation}</Text> : children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {confirmation ? (
                  <Button variant="outline" type="button" onClick={onBack} disabled={pending}>
                    {t('settings.back')}
                  </Button>
                ) : (
                  <Button variant="outline" type="button" onClick={onClose}>
                    {t('form.cancel')}
                  </Button>
                )}
                <Button type="submit" loading={pending}>
                  {t(confirmation ? 'settings.confirm' : 'settings.next')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
