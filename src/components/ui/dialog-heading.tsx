import { CloseButton, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dialog's title, and the close button in its corner (Escape and the backdrop do the same). */
export function DialogHeading({
  title,
  closeLabel,
  closeDisabled,
}: {
  title: ReactNode;
  closeLabel: string;
  /** While something runs that closing would abandon (an import being committed). */
  closeDisabled?: boolean;
}) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={closeLabel} disabled={closeDisabled} />
      </Dialog.CloseTrigger>
    </>
  );
}
