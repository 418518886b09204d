import { Alert, Box, Button, Dialog, Field, Input, Portal, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import {
  importErrorReportCsv,
  importFieldLabels,
  type ImportPreview,
  type ImportRecord,
} from '@shared/contracts/member-import';
import { saveBlob } from '@/lib/download';
import { validationText } from '@/lib/validation-text';
import { useImportFlow } from './use-import-flow';
import { DialogHeading } from '@/components/ui/dialog-heading';

/**
 * Import (issue 5): upload CSV/XLSX → preview with the errors of each row → fix the rows here →
 * commit all rows in one transaction, or none → progress → a downloadable error report.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('members');
  const flow = useImportFlow();
  const { records, preview, stage, imported, busy } = flow;
  const invalid = preview?.rows.filter((row) => row.errors.length > 0) ?? [];
  const stageText =
    stage === 'reading'
      ? t('importDialog.reading')
      : stage === 'checking'
        ? t('importDialog.checking', { count: records?.length ?? 0 })
        : stage === 'committing'
          ? t('importDialog.committing', { count: records?.length ?? 0 })
          : null;

  return (
    <Dialog.Root
      lazyMount
      open={open}
      onOpenChange={(details) => {
        if (!details.open) flow.reset();
        onOpenChange(details.open);
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogHeading
              title={t('importDialog.title')}
              closeLabel={t('importDialog.close')}
              closeDisabled={stage === 'committing'}
            />
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {t('importDialog.description')}
                </Dialog.Description>
                {imported === null && (
                  <Field.Root invalid={!!flow.fileError}>
                    <Field.Label>{t('importDialog.file')}</Field.Label>
                    <Input
                      type="file"
                      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                      disabled={busy}
                      paddingY="1.5"
                      onChange={(event) => void flow.onFile(event.target.files?.[0])}
                    />
                    {flow.fileError && <Field.ErrorText>{validationText(t, flow.fileError)}</Field.ErrorText>}
                  </Field.Root>
                )}

                {stageText && <ImportProgress text={stageText} />}

                {flow.previewer.isError && (
                  <Text role="alert" color="fg.error">
                    {flow.previewer.error.message}
                  </Text>
                )}
                {flow.committer.isError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('importDialog.failed')}</Alert.Title>
                      <Alert.Description>{flow.committer.error.message}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}

                {imported !== null ? (
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Title data-testid="import-done">{t('importDialog.done', { count: imported })}</Alert.Title>
                  </Alert.Root>
                ) : (
                  preview &&
                  stage === 'idle' && (
                    <Stack gap="3">
                      <Text fontWeight="semibold" data-testid="import-summary">
                        {preview.invalidRows === 0
                          ? t('importDialog.allValid', { total: preview.totalRows })
                          : t('importDialog.summary', {
                              total: preview.totalRows,
                              valid: preview.validRows,
                              invalid: preview.invalidRows,
                            })}
                      </Text>
                      {invalid.length > 0 && <ImportErrorTable rows={invalid} records={records} onEdit={flow.edit} />}
                    </Stack>
                  )
                )}
              </Stack>
            </Dialog.Body>
            {imported !== null ? (
              <DialogActions
                cancelLabel={t('importDialog.chooseAnother')}
                onCancel={flow.reset}
                submitLabel={t('importDialog.close')}
                onSubmit={() => onOpenChange(false)}
              />
            ) : (
              <DialogActions
                submitLabel={t('importDialog.commit', { count: records?.length ?? 0 })}
                onSubmit={flow.commit}
                pending={stage === 'committing'}
                submitDisabled={busy || !preview || preview.invalidRows > 0}
              >
                {preview && invalid.length > 0 && (
                  <>
                    <Button
                      variant="ghost"
                      onClick={() =>
                        saveBlob(
                          new Blob(
                            [importErrorReportCsv(preview, (message) => validationText(t, message) ?? message)],
                            { type: 'text/csv;charset=utf-8' },
                          ),
                          'laporan-kesalahan-impor.csv',
                        )
                      }
                    >
                      {t('importDialog.downloadReport')}
                    </Button>
                    <Button
                      variant="outline"
                      disabled={busy || !records}
                      onClick={() => records && flow.check(records)}
                    >
                      {t('importDialog.recheck')}
                    </Button>
                  </>
                )}
              </DialogActions>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The rows the server refused, each problem an input to correct in place. */
function ImportErrorTable({
  rows,
  records,
  onEdit,
}: {
  rows: ImportPreview['rows'];
  records: ImportRecord[] | null;
  onEdit: (line: number, field: string, value: string) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('importDialog.errorsTitle')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('importDialog.line')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('importDialog.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('importDialog.problems')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.line} data-testid="import-error-row">
              <Table.Cell verticalAlign="top">{row.line}</Table.Cell>
              <Table.Cell verticalAlign="top">{row.fullName ?? '–'}</Table.Cell>
              <Table.Cell>
                <Stack gap="2">
                  {row.errors.map((error, index) => {
                    const label = importFieldLabels[error.field] ?? error.field;
                    return (
                      <Field.Root key={`${error.field}-${index}`} invalid>
                        <Field.Label fontSize="xs">
                          {label} ({t('importDialog.line')} {row.line})
                        </Field.Label>
                        <Input
                          size="xs"
                          value={records?.[row.line - 2]?.[error.field] ?? ''}
                          onChange={(event) => onEdit(row.line, error.field, event.target.value)}
                        />
                        <Field.ErrorText>{validationText(t, error.message)}</Field.ErrorText>
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** What the import is doing now, as an indeterminate progress bar and its words. */
function ImportProgress({ text }: { text: string }) {
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Progress.Root value={null} size="sm" aria-label={text}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" data-testid="import-stage">
        {text}
      </Text>
    </Stack>
  );
}
