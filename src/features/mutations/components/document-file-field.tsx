import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationDocumentKind } from '@shared/contracts/mutations';
import { documentFileProblem, type DocumentFileProblem } from '../api/mutations-api';

/** One checklist document: a PDF, JPG or PNG of at most 5 MB, refused here before any upload. */
export function DocumentFileField({
  kind,
  onFile,
  label,
}: {
  kind: MutationDocumentKind;
  onFile: (file: File | null) => void;
  label?: string;
}) {
  const { t } = useTranslation('mutations');
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  return (
    <Field.Root invalid={!!problem}>
      <Field.Label>{label ?? t(`document.${kind}`)}</Field.Label>
      <Input
        type="file"
        name={kind}
        accept="application/pdf,image/jpeg,image/png"
        paddingTop="1.5"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          const refusal = file ? documentFileProblem(file) : null;
          setProblem(refusal);
          onFile(refusal ? null : file);
        }}
      />
      {problem ? (
        <Field.ErrorText>{t(`errors.${problem}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('shared.fileHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
