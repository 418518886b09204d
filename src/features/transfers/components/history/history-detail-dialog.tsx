import { DataList, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferHistoryItem } from '@shared/contracts/transfers';
import { formatNap } from '@shared/identifiers';
import { formatDate } from '../transfer-parts';
import { DialogHeading } from '@/components/ui/dialog-heading';

/** One decided request: who released, decided and when, with their notes. */
export function HistoryDetailDialog({ item, onClose }: { item: TransferHistoryItem | null; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog.Root lazyMount open={!!item} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogHeading title={t('history.detailTitle')} closeLabel={t('shared.close')} />
            {item && (
              <Dialog.Body>
                <DataList.Root orientation="horizontal">
                  {(
                    [
                      ['member', `${item.memberName} (${formatNap(item.memberNAP) ?? '–'})`],
                      ['from', item.fromLocation],
                      ['to', item.toLocation],
                      ['requested', formatDate(item.requestDate)],
                      ['completed', formatDate(item.completedDate)],
                      ['status', t(`status.${item.status}`)],
                      ['releasedBy', item.releasedBy ?? '–'],
                      ['releaseNotes', item.releaseNotes ?? '–'],
                      ['processedBy', item.processedBy ?? '–'],
                      ['notes', item.notes ?? '–'],
                    ] as const
                  ).map(([field, value]) => (
                    <DataList.Item key={field}>
                      <DataList.ItemLabel>{t(`history.fields.${field}`)}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Dialog.Body>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
