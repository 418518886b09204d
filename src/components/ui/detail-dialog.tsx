import { DataList, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * A dialog that shows one item of a list (a payment, a message): the title, the body, and a footer
 * with the close button and, when the item offers one, its action (print the receipt, send again).
 * Closing by Escape, the backdrop or either close button calls `onClose`. Wide (`lg`) by default:
 * the facts sit beside their labels.
 */
export function DetailDialog({
  open = true,
  onClose,
  title,
  closeLabel,
  testId,
  action,
  size = 'lg',
  scrollBehavior,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId?: string;
  /** Without it, the footer only closes. */
  action?: { label: string; onClick: () => void; pending?: boolean; tone?: 'danger' | 'default' };
  children: ReactNode;
} & Pick<DialogRootProps, 'size' | 'scrollBehavior'>) {
  return (
    <Dialog.Root
      lazyMount
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <DialogHeading title={title} closeLabel={closeLabel} />
            <Dialog.Body>{children}</Dialog.Body>
            <DialogActions
              cancelLabel={closeLabel}
              onCancel={onClose}
              submitLabel={action?.label}
              onSubmit={action?.onClick}
              pending={action?.pending}
              tone={action?.tone}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * An item's facts as label and value, side by side; a fact without a value (null, empty) is left
 * out rather than shown blank. `label` names a field from its key (e.g. a translation).
 */
export function DetailFields<Key extends string>({
  fields,
  label,
  testIdPrefix,
}: {
  fields: readonly (readonly [Key, ReactNode])[];
  label: (key: Key) => string;
  /** Each value's test id is the prefix and the key (`message-recipient`). */
  testIdPrefix?: string;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {fields.map(([key, value]) =>
        value ? (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{label(key)}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" data-testid={testIdPrefix && `${testIdPrefix}${key}`}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null,
      )}
    </DataList.Root>
  );
}
