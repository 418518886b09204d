import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  duesCategoryInputSchema,
  duesPeriods,
  type DuesCategory,
  type DuesCategoryFields,
} from '@shared/contracts/dues';
import { FieldRefusal } from '@/components/form/api-errors';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { useSaveDuesCategoryMutation } from '../api/save-dues-category';

interface FormValues {
  name: string;
  amount: string;
  period: string;
  description: string;
  isActive: boolean;
}

const emptyForm: FormValues = { name: '', amount: '', period: 'monthly', description: '', isActive: true };

function valuesOf(category: DuesCategory | null): FormValues {
  if (!category) return emptyForm;
  const { name, amount, period, description, isActive } = category;
  return { name, amount: String(amount), period, description: description ?? '', isActive };
}

/** The amount as typed: `150000` or with Indonesian grouping `150.000`; empty is invalid, not zero. */
function amountText(typed: string): string | number {
  const value = typed.trim();
  if (value === '') return Number.NaN;
  return /^\d{1,3}(\.\d{3})+$/.test(value) ? value.replace(/\./g, '') : value;
}

const categoryFormSchema = z
  .object({ name: z.string(), amount: z.string(), period: z.string(), description: z.string(), isActive: z.boolean() })
  .transform((values) => ({ ...values, amount: amountText(values.amount) }))
  .pipe(
    duesCategoryInputSchema as z.ZodType<DuesCategoryFields, Omit<FormValues, 'amount'> & { amount: string | number }>,
  );

/** Add (no `category`) or edit a dues category, validated with the API's own schema. */
export function CategoryFormDialog({
  open,
  category,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  category: DuesCategory | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: DuesCategory, created: boolean) => void;
}) {
  const { t } = useTranslation('dues');
  // Each opening starts from the category being edited (or an empty form).
  const form = useZodForm(categoryFormSchema, { values: valuesOf(category) });
  const save = useSaveDuesCategoryMutation();

  const submit = async (fields: DuesCategoryFields) => {
    try {
      onSaved(await save.mutateAsync({ id: category?.id ?? null, fields }), !category);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DUES_CATEGORY_NAME_TAKEN') {
        throw new FieldRefusal('name', error.message);
      }
      throw error;
    }
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t('form.editTitle') : t('form.addTitle')}
      testId="dues-category-form"
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      onSubmit={submit}
    >
      <FormField name="name" label={t('form.name')} required>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField name="amount" label={t('form.amount')} help={t('form.amountHelp')} required>
        <Input inputMode="numeric" autoComplete="off" {...form.register('amount')} />
      </FormField>
      <FormField name="period" label={t('form.period')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('period')}>
            {duesPeriods.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField name="description" label={t('form.description')}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.active')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
