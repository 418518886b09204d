import { Button, Field, FileUpload, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_DOCUMENT_TYPES, type TransferDocumentKind } from '@shared/contracts/transfers';
import { documentFileProblem, type DocumentFileProblem } from '../api/upload-transfer-document';

const accept = Object.keys(TRANSFER_DOCUMENT_TYPES);

/**
 * One checklist document: a PDF, JPG or PNG of at most 5 MB, refused here before any upload. The
 * picker opens from a button (Tab, Enter or Space); the label names the hidden file input.
 */
export function DocumentFileField({
  kind,
  onFile,
  label,
}: {
  kind: TransferDocumentKind;
  onFile: (file: File | null) => void;
  label?: string;
}) {
  const { t } = useTranslation('transfers');
  const [problem, setProblem] = useState<DocumentFileProblem | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const text = label ?? t(`document.${kind}`);
  return (
    <Field.Root invalid={!!problem}>
      <FileUpload.Root
        name={kind}
        accept={accept}
        maxFiles={1}
        gap="1.5"
        onFileChange={({ acceptedFiles, rejectedFiles }) => {
          // One rule for type and size: the same check the upload makes, whatever the picker let through.
          const file = acceptedFiles[0] ?? rejectedFiles[0]?.file ?? null;
          const refusal = file ? documentFileProblem(file) : null;
          setProblem(refusal);
          setChosen(file && !refusal ? file.name : null);
          onFile(refusal ? null : file);
        }}
      >
        <FileUpload.HiddenInput />
        <FileUpload.Label fontWeight="medium" fontSize="sm">
          {text}
        </FileUpload.Label>
        <HStack gap="3" wrap="wrap">
          <FileUpload.Trigger asChild>
            {/* Three pickers share a dialog: the name says which document each one is for. */}
            <Button
              size="sm"
              variant="outline"
              aria-label={`${t(chosen ? 'shared.chooseOtherFile' : 'shared.chooseFile')}: ${text}`}
            >
              {t(chosen ? 'shared.chooseOtherFile' : 'shared.chooseFile')}
            </Button>
          </FileUpload.Trigger>
          <Text fontSize="sm" color={chosen ? 'fg' : 'fg.muted'} data-testid={`chosen-${kind}`}>
            {chosen ?? t('shared.noFileChosen')}
          </Text>
        </HStack>
      </FileUpload.Root>
      {problem ? (
        <Field.ErrorText>{t(`errors.${problem}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('shared.fileHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
