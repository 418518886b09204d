import { useState } from 'react';
import type { ImportPreview, ImportRecord } from '@shared/contracts/member-import';
import { useCommitImportMutation } from '../api/commit-import';
import { usePreviewImportMutation } from '../api/preview-import';
import { readImportFile } from './read-sheet';

export type ImportStage = 'idle' | 'reading' | 'checking' | 'committing';

/**
 * The import's steps: read the file, check its rows on the server, fix rows in place, check
 * again, commit all of them in one transaction; `reset` starts over.
 */
export function useImportFlow() {
  const [records, setRecords] = useState<ImportRecord[] | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [stage, setStage] = useState<ImportStage>('idle');
  const [fileError, setFileError] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const previewer = usePreviewImportMutation();
  const committer = useCommitImportMutation();
  const busy = stage !== 'idle';

  const reset = () => {
    setRecords(null);
    setPreview(null);
    setStage('idle');
    setFileError(null);
    setImported(null);
    previewer.reset();
    committer.reset();
  };

  const check = (rows: ImportRecord[]) => {
    setStage('checking');
    previewer.mutate(rows, { onSuccess: setPreview, onSettled: () => setStage('idle') });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    reset();
    setStage('reading');
    try {
      const rows = await readImportFile(file);
      setRecords(rows);
      check(rows);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : String(error));
      setStage('idle');
    }
  };

  const edit = (line: number, field: string, value: string) =>
    setRecords((current) => {
      if (!current) return current;
      const next = [...current];
      next[line - 2] = { ...next[line - 2], [field]: value };
      return next;
    });

  const commit = () => {
    if (!records) return;
    setStage('committing');
    committer.mutate(records, {
      onSuccess: (result) => setImported(result.imported),
      onSettled: () => setStage('idle'),
    });
  };

  return {
    records,
    preview,
    stage,
    fileError,
    imported,
    previewer,
    committer,
    busy,
    reset,
    check,
    onFile,
    edit,
    commit,
  };
}
