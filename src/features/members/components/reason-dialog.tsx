import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonSchema } from '@shared/contracts/members';

/** A confirmation that asks for a reason (deactivate, reactivate, reject); validated like the API. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  tone = 'danger',
  pending,
  serverError,
  onConfirm,
  finalFocusEl,
  label,
}: {
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  confirmLabel: string;
  /** `danger` (deactivate, reject) or `default` (reactivate). */
  tone?: 'danger' | 'default';
  pending: boolean;
  serverError?: string | null;
  onConfirm: (reason: string) => void;
  /** The field's label (default "Alasan"), e.g. a note on how an identity was checked. */
  label?: string;
}) {
  const { t } = useTranslation('members');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts empty, however the previous one was closed (by the parent, after success).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setError(null);
    }
  }

  return (
    <Dialog.Root
      finalFocusEl={finalFocusEl}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) {
          setReason('');
          setError(null);
        }
        onOpenChange(details.open);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate
              onSubmit={(event: React.FormEvent) => {
                event.preventDefault();
                const parsed = reasonSchema.safeParse({ reason });
                if (!parsed.success) {
                  setError(parsed.error.issues[0]?.message ?? null);
                  return;
                }
                setError(null);
                onConfirm(parsed.data.reason);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('form.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                {text && <Text marginBottom="4">{text}</Text>}
                <Field.Root invalid={!!error || !!serverError} required>
                  <Field.Label>{label ?? t('form.reason')}</Field.Label>
                  <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
                  {(error || serverError) && <Field.ErrorText>{error ?? serverError}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" colorPalette={tone === 'danger' ? 'red' : undefined} loading={pending}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
