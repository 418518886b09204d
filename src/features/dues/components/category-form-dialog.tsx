import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duesCategoryInputSchema, duesPeriods, type DuesCategory } from '@shared/contracts/dues';
import { ApiError } from '@/lib/api-client';
import { useSaveDuesCategoryMutation } from '../api/save-dues-category';

type FieldName = 'name' | 'amount' | 'period' | 'description';
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
  const [values, setValues] = useState<FormValues>(() => valuesOf(category));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveDuesCategoryMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  // Each opening starts from the category being edited (or an empty form).
  const [openedFor, setOpenedFor] = useState<{ open: boolean; id: string | null }>({ open, id: category?.id ?? null });
  if (openedFor.open !== open || openedFor.id !== (category?.id ?? null)) {
    setOpenedFor({ open, id: category?.id ?? null });
    if (open) {
      setValues(valuesOf(category));
      setErrors({});
      setServerError(null);
    }
  }

  // After a failed check the focus goes to the first invalid field.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (field: keyof FormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = duesCategoryInputSchema.safeParse({
      ...values,
      amount: amountText(values.amount),
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= issue.message;
      }
      setErrors(next);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    setServerError(null);
    save.mutate(
      { id: category?.id ?? null, fields: parsed.data },
      {
        onSuccess: (saved) => onSaved(saved, !category),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'DUES_CATEGORY_NAME_TAKEN') {
            setErrors({ name: error.message });
            setAttempt((count) => count + 1);
          } else {
            setServerError(error.message);
          }
        },
      },
    );
  };

  const title = category ? t('form.editTitle') : t('form.addTitle');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={formRef} noValidate onSubmit={submit} aria-label={title} data-testid="dues-category-form">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('form.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="4">
                  {serverError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root invalid={!!errors.name} required>
                    <Field.Label>{t('form.name')}</Field.Label>
                    <Input
                      value={values.name}
                      onChange={(event) => set('name', event.target.value)}
                      autoComplete="off"
                    />
                    {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!errors.amount} required>
                    <Field.Label>{t('form.amount')}</Field.Label>
                    <Input
                      value={values.amount}
                      onChange={(event) => set('amount', event.target.value)}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                    {errors.amount ? (
                      <Field.ErrorText>{errors.amount}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('form.amountHelp')}</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root invalid={!!errors.period} required>
                    <Field.Label>{t('form.period')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={values.period} onChange={(event) => set('period', event.target.value)}>
                        {duesPeriods.map((period) => (
                          <option key={period} value={period}>
                            {t(`period.${period}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {errors.period && <Field.ErrorText>{errors.period}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!errors.description}>
                    <Field.Label>{t('form.description')}</Field.Label>
                    <Textarea
                      value={values.description}
                      onChange={(event) => set('description', event.target.value)}
                      rows={3}
                    />
                    {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
                  </Field.Root>
                  <Checkbox.Root
                    checked={values.isActive}
                    onCheckedChange={(details) => set('isActive', details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('form.active')}</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('form.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
