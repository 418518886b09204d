import { Alert, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  billGenerationInputSchema,
  type BillGenerationInput,
  type BillGenerationResult,
} from '@shared/contracts/bills';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatIdr, formatNumber } from '@/lib/format';
import { useDuesCategoriesQuery } from '../../api/list-dues-categories';
import { usePreviewBillGenerationMutation } from '../../api/preview-bill-generation';
import { useRunBillGenerationMutation } from '../../api/run-bill-generation';
import { todayInWib } from '../record/paid-at';

/** The month and the category as the fields hold them ("" for every category), checked as the API does. */
const generationFormSchema = z
  .object({ month: z.string(), categoryId: z.string() })
  .transform(({ month, categoryId }): BillGenerationInput => ({ month, categoryId: categoryId || null }))
  .pipe(billGenerationInputSchema);

function summaryOf(result: BillGenerationResult) {
  return {
    bills: formatNumber(result.bills),
    members: formatNumber(result.members),
    amount: formatIdr(result.totalAmount),
  };
}

/** Issue a month's bills: first what it would issue (preview), then, confirmed, the run itself. */
export function BillGenerationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('payments');
  const form = useZodForm(generationFormSchema, {
    defaultValues: { month: todayInWib().slice(0, 7), categoryId: '' },
  });
  const categories = useDuesCategoriesQuery({ page: 1, search: '', status: 'active' });
  const preview = usePreviewBillGenerationMutation();
  const run = useRunBillGenerationMutation();
  const canRun = !!preview.data && preview.data.bills > 0;
  // Another month or category: the preview shown no longer holds.
  const onChange = () => {
    preview.reset();
    run.reset();
  };

  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onClose()}
      title={t('generation.title')}
      testId="bill-generation"
      cancelLabel={t(run.data ? 'generation.close' : 'generation.cancel')}
      submitLabel={run.data ? undefined : t(canRun ? 'generation.run' : 'generation.preview')}
      onSubmit={(input) => (canRun ? run.mutate(input) : preview.mutate(input))}
      pending={canRun ? run.isPending : preview.isPending}
      error={preview.error ?? run.error}
    >
      <FormField name="month" label={t('generation.month')} help={t('generation.monthHelp')} required>
        <Input type="month" {...form.register('month', { onChange })} />
      </FormField>
      <FormField name="categoryId" label={t('generation.category')}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('categoryId', { onChange })}>
            <option value="">{t('generation.allCategories')}</option>
            {categories.data?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {preview.data && !run.data && (
        <Alert.Root status="info" role="status" data-testid="generation-preview">
          <Alert.Indicator />
          <Alert.Title>
            {preview.data.bills > 0 ? t('generation.previewText', summaryOf(preview.data)) : t('generation.nothing')}
          </Alert.Title>
        </Alert.Root>
      )}
      {run.data && (
        <Alert.Root status="success" role="status" data-testid="generation-done">
          <Alert.Indicator />
          <Alert.Title>{t('generation.done', summaryOf(run.data))}</Alert.Title>
        </Alert.Root>
      )}
    </FormDialog>
  );
}
