import { Button, Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The one footer of a dialog that asks for something: cancel, then the action. Without `onSubmit`
 * the action is the form's submit button (Enter in a field presses it).
 */
export function DialogActions({
  submitLabel,
  pendingLabel,
  pending = false,
  tone = 'default',
  submitDisabled = false,
  onSubmit,
  cancelLabel,
  cancelDisabled = false,
  onCancel,
}: {
  submitLabel: string;
  /** Shown on the action while it runs (e.g. "Menyimpan..."). */
  pendingLabel?: string;
  pending?: boolean;
  /** `danger` (delete, reject, waive) or `default`. */
  tone?: 'danger' | 'default';
  submitDisabled?: boolean;
  onSubmit?: () => void;
  /** Default "Batal". */
  cancelLabel?: string;
  cancelDisabled?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Button variant="outline" type="button" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        colorPalette={tone === 'danger' ? 'red' : undefined}
        loading={pending}
        loadingText={pendingLabel}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
