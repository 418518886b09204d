import { Alert, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { billGenerationInputSchema, type BillGenerationResult } from '@shared/contracts/bills';
import { formatIdr, formatNumber } from '@/lib/format';
import { useDuesCategoriesQuery } from '../../api/list-dues-categories';
import { usePreviewBillGenerationMutation } from '../../api/preview-bill-generation';
import { useRunBillGenerationMutation } from '../../api/run-bill-generation';
import { todayInWib } from '../record/paid-at';
import { validationText } from '@/lib/validation-text';

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
  const [month, setMonth] = useState(() => todayInWib().slice(0, 7));
  const [categoryId, setCategoryId] = useState('');
  const [monthError, setMonthError] = useState<string | null>(null);
  const categories = useDuesCategoriesQuery({ page: 1, search: '', status: 'active' });
  const preview = usePreviewBillGenerationMutation();
  const run = useRunBillGenerationMutation();
  const input = { month, categoryId: categoryId || null };

  const change = (apply: () => void) => {
    apply();
    preview.reset();
    run.reset();
  };
  const askPreview = () => {
    const parsed = billGenerationInputSchema.safeParse(input);
    if (!parsed.success) return setMonthError(validationText(t, parsed.error.issues[0]?.message) ?? null);
    setMonthError(null);
    preview.mutate(parsed.data);
  };
  const error = preview.error ?? run.error;
  const canRun = !!preview.data && preview.data.bills > 0;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bill-generation">
            <Dialog.Header>
              <Dialog.Title>{t('generation.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('generation.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={!!monthError} required>
                  <Field.Label>{t('generation.month')}</Field.Label>
                  <Input type="month" value={month} onChange={(event) => change(() => setMonth(event.target.value))} />
                  {monthError ? (
                    <Field.ErrorText>{monthError}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('generation.monthHelp')}</Field.HelperText>
                  )}
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('generation.category')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={categoryId}
                      onChange={(event) => change(() => setCategoryId(event.target.value))}
                    >
                      <option value="">{t('generation.allCategories')}</option>
                      {categories.data?.categories.map((category) => (
                        <option key={category.id} value={category.id}>
                          {category.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error.message}</Alert.Title>
                  </Alert.Root>
                )}
                {preview.data && !run.data && (
                  <Alert.Root status="info" role="status" data-testid="generation-preview">
                    <Alert.Indicator />
                    <Alert.Title>
                      {preview.data.bills > 0
                        ? t('generation.previewText', summaryOf(preview.data))
                        : t('generation.nothing')}
                    </Alert.Title>
                  </Alert.Root>
                )}
                {run.data && (
                  <Alert.Root status="success" role="status" data-testid="generation-done">
                    <Alert.Indicator />
                    <Alert.Title>{t('generation.done', summaryOf(run.data))}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t(run.data ? 'generation.close' : 'generation.cancel')}
              onCancel={onClose}
              submitLabel={run.data ? undefined : t(canRun ? 'generation.run' : 'generation.preview')}
              onSubmit={canRun ? () => run.mutate(input) : askPreview}
              pending={canRun ? run.isPending : preview.isPending}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
