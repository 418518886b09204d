import { Dialog, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { saveBlob } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { AuditListFilter } from '../api/audit-keys';
import { useExportAuditEntriesMutation } from '../api/export-audit-entries';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The CSV of the current filter, with progress while it streams in and the server's refusal when too large. */
export function AuditExportDialog({
  open,
  onOpenChange,
  filter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: AuditListFilter;
}) {
  const { t } = useTranslation('system');
  const [progress, setProgress] = useState<{ bytes: number; totalRows: number | null } | null>(null);
  const [done, setDone] = useState<{ total: number | null; file: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const exporter = useExportAuditEntriesMutation();

  const start = () => {
    controller.current = new AbortController();
    setDone(null);
    setProgress({ bytes: 0, totalRows: null });
    exporter.mutate(
      { filter, language: currentLanguage(), onProgress: setProgress, signal: controller.current.signal },
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
            <DialogHeading title={t('auditLog.export.title')} closeLabel={t('auditLog.export.close')} />
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted">{t('auditLog.export.description')}</Dialog.Description>
                {progress && (
                  <Stack gap="2" role="status" aria-live="polite">
                    <Progress.Root value={null} size="sm" aria-label={t('auditLog.export.title')}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="sm" data-testid="audit-export-progress">
                      {progress.totalRows === null
                        ? t('auditLog.export.progress', { size: formatBytes(progress.bytes) })
                        : t('auditLog.export.progressRows', {
                            total: formatNumber(progress.totalRows),
                            size: formatBytes(progress.bytes),
                          })}
                    </Text>
                  </Stack>
                )}
                {done && (
                  <Text role="status" color="fg.success" data-testid="audit-export-done">
                    {t('auditLog.export.done', { total: done.total ?? '?', file: done.file })}
                  </Text>
                )}
                {exporter.isError && (
                  <Text role="alert" color="fg.error" data-testid="audit-export-error">
                    {t('auditLog.export.failed')} {exporter.error.message}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={exporter.isPending ? t('auditLog.export.cancel') : t('auditLog.export.close')}
              onCancel={() => close(false)}
              submitLabel={t('auditLog.export.start')}
              onSubmit={start}
              pending={exporter.isPending}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
