import { Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useExportMembersMutation, type ExportFormat } from '../api/export-members';
import type { StatusFilter } from '../api/member-keys';
import { saveBlob } from '@/lib/download';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { RadioChoices } from '@/components/ui/radio-choices';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Export of the current filter (all pages) as CSV or XLSX, with progress while the file streams in. */
export function ExportDialog({
  open,
  onOpenChange,
  search,
  status,
  organizationId,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: string;
  status: StatusFilter;
  organizationId?: string;
  /** What the file holds, when it is not the member list's current filter. */
  description?: string;
}) {
  const { t } = useTranslation('members');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [progress, setProgress] = useState<{ bytes: number; totalRows: number | null } | null>(null);
  const [done, setDone] = useState<{ total: number | null; file: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const exporter = useExportMembersMutation();

  const start = () => {
    controller.current = new AbortController();
    setDone(null);
    setProgress({ bytes: 0, totalRows: null });
    exporter.mutate(
      {
        format,
        search,
        status,
        organizationId,
        language: currentLanguage(),
        onProgress: setProgress,
        signal: controller.current.signal,
      },
      {
        onSuccess: (file) => {
          saveBlob(file.blob, file.fileName);
          setDone({ total: file.totalRows, file: file.fileName });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const close = (next: boolean) => {
    if (!next) {
      controller.current?.abort();
      exporter.reset();
      setDone(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root lazyMount open={open} onOpenChange={(details) => close(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogHeading title={t('exportDialog.title')} closeLabel={t('exportDialog.close')} />
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted">{description ?? t('exportDialog.description')}</Dialog.Description>
                <RadioChoices
                  label={t('exportDialog.format')}
                  options={['csv', 'xlsx'] as const}
                  value={format}
                  onChange={setFormat}
                  optionLabel={(value) => t(`exportDialog.${value}`)}
                  disabled={exporter.isPending}
                />
                {progress && (
                  <Stack gap="2" role="status" aria-live="polite">
                    <Progress.Root value={null} size="sm" aria-label={t('exportDialog.title')}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="sm" data-testid="export-progress">
                      {progress.totalRows === null
                        ? t('exportDialog.progress', { size: formatBytes(progress.bytes) })
                        : t('exportDialog.progressRows', {
                            total: formatNumber(progress.totalRows),
                            size: formatBytes(progress.bytes),
                          })}
                    </Text>
                  </Stack>
                )}
                {done && (
                  <Text role="status" color="fg.success" data-testid="export-done">
                    {t('exportDialog.done', { total: done.total ?? '?', file: done.file })}
                  </Text>
                )}
                {exporter.isError && (
                  <Text role="alert" color="fg.error">
                    {t('exportDialog.failed')} {exporter.error.message}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={exporter.isPending ? t('exportDialog.cancel') : t('exportDialog.close')}
              onCancel={() => close(false)}
              submitLabel={t('exportDialog.start')}
              onSubmit={start}
              pending={exporter.isPending}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
