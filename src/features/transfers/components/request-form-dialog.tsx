import { NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createTransferRequestSchema,
  TRANSFER_REASON_MAX,
  TRANSFER_REASON_MIN,
  type TransferDocumentKind,
  transferDocumentKinds,
  transferPriorities,
} from '@shared/contracts/transfers';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useValidationText } from '@/components/form/use-validation-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { ChapterSelectField } from '@/components/ui/chapter-select-field';
import { useCreateTransferRequestMutation } from '../api/create-transfer-request';
import { useChapterGroupsQuery } from '../api/list-chapter-groups';
import { useUploadTransferDocumentMutation } from '../api/upload-transfer-document';
import { DocumentFileField } from './document-file-field';

const TARGET_REQUIRED = 'targetRequired';

/** The API's own schema; an empty target says "choose one" rather than "not valid". */
const requestFormSchema = createTransferRequestSchema.extend({
  targetOrganizationId: z.string().min(1, TARGET_REQUIRED).pipe(createTransferRequestSchema.shape.targetOrganizationId),
});

/** `Ajukan Mutasi`: target DPC (not one's own), reason, priority, and the documents at hand. */
export function RequestFormDialog({
  open,
  onOpenChange,
  memberId,
  ownChapterName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: string;
  ownChapterName: string | undefined;
}) {
  const { t } = useTranslation('transfers');
  const validationText = useValidationText();
  const errorText = (message: string) =>
    message === TARGET_REQUIRED ? t('errors.targetRequired') : validationText(message);
  const chapters = useChapterGroupsQuery();
  const create = useCreateTransferRequestMutation();
  const upload = useUploadTransferDocumentMutation();
  const form = useZodForm(requestFormSchema, {
    defaultValues: { targetOrganizationId: '', reason: '', priority: 'medium' },
  });
  const [files, setFiles] = useState<Partial<Record<TransferDocumentKind, File>>>({});
  const reasonLength = (form.watch('reason') ?? '').trim().length;
  const groups = (chapters.data ?? [])
    .map((group) => ({ ...group, chapters: group.chapters.filter((c) => c.name !== ownChapterName) }))
    .filter((group) => group.chapters.length > 0);

  const submit = async (input: z.output<typeof requestFormSchema>) => {
    const { request } = await create.mutateAsync(input);
    for (const kind of transferDocumentKinds) {
      const file = files[kind];
      if (file) await upload.mutateAsync({ memberId, requestId: request.id, kind, file });
    }
    setFiles({});
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('form.title')}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      pending={create.isPending || upload.isPending}
      errorText={errorText}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="targetOrganizationId"
        render={({ field, fieldState }) => (
          <ChapterSelectField
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            groups={groups}
            status={chapters.status}
            onRetry={() => void chapters.refetch()}
            error={fieldState.error?.message && errorText(fieldState.error.message)}
            texts={{ ...t('form.target', { returnObjects: true }), retry: t('shared.retry') }}
          />
        )}
      />
      <FormField
        name="reason"
        label={t('form.reason')}
        help={t('form.reasonHelp', { min: TRANSFER_REASON_MIN, max: TRANSFER_REASON_MAX, length: reasonLength })}
        required
      >
        <Textarea rows={4} {...form.register('reason')} />
      </FormField>
      <FormField name="priority" label={t('form.priority')}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('priority')}>
            {transferPriorities.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {transferDocumentKinds.map((kind) => (
        <DocumentFileField
          key={kind}
          kind={kind}
          onFile={(file) => setFiles((current) => ({ ...current, [kind]: file ?? undefined }))}
        />
      ))}
    </FormDialog>
  );
}
