import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { type MutationDocumentKind, mutationDocumentLabels } from '@shared/contracts/mutations';
import { documentFileProblem } from '../api/mutations-api';

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
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field.Root invalid={!!problem}>
      <Field.Label>{label ?? mutationDocumentLabels[kind]}</Field.Label>
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
        <Field.ErrorText>{problem}</Field.ErrorText>
      ) : (
        <Field.HelperText>PDF, JPG atau PNG, paling besar 5 MB.</Field.HelperText>
      )}
    </Field.Root>
  );
}
