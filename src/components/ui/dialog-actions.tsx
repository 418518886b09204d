import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one footer of a dialog that asks for something: cancel, then the action. Without `onSubmit`
 * the action is the form's submit button (Enter in a field presses it). A dialog that only shows
 * something leaves out `submitLabel` (just the close button); extra buttons (`children`) sit
 * between the two.
 */
export function DialogActions({
  submitLabel,
  pendingLabel,
  pending = false,
  tone = 'default',
  submitVariant = 'solid',
  submitDisabled = false,
  onSubmit,
  cancelLabel,
  cancelDisabled = false,
  onCancel,
  children,
}: {
  /** Without it there is no action button. */
  submitLabel?: string;
  /** Shown on the action while it runs (e.g. "Menyimpan..."). */
  pendingLabel?: string;
  pending?: boolean;
  /** `danger` (delete, reject, waive) or `default`. */
  tone?: 'danger' | 'default';
  submitVariant?: 'solid' | 'outline';
  submitDisabled?: boolean;
  onSubmit?: () => void;
  /** Default "Batal". */
  cancelLabel?: string;
  cancelDisabled?: boolean;
  /** Without it there is no cancel button. */
  onCancel?: () => void;
  /** Further buttons, between cancel and the action. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer flexWrap="wrap">
      {onCancel && (
        <Button variant="outline" type="button" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      )}
      {children}
      {submitLabel !== undefined && (
        <Button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          variant={submitVariant}
          colorPalette={tone === 'danger' ? 'red' : undefined}
          loading={pending}
          loadingText={pendingLabel}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
      )}
    </Dialog.Footer>
  );
}
