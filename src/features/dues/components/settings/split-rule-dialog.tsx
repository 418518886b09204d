import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '@shared/calendar';
import { duesSplitInputSchema, type DuesSplitInput, type DuesSplitRule } from '@shared/contracts/dues-settings';
import { formatLongDate } from '@/lib/format';
import { useSetDuesSplitMutation } from '../../api/set-dues-split';
import { formatPercent, percentText } from './format-percent';
import { SettingsDialog } from './settings-dialog';

const LEVELS = ['dpp', 'dpw', 'dpc'] as const;
type Level = (typeof LEVELS)[number];
type FieldName = 'effectiveFrom' | `${Level}Percent`;

/** A new split by level from a date on (today or later, WIB), starting from the split in force. */
export function SplitRuleDialog({ current, onClose }: { current: DuesSplitRule | undefined; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const today = calendarDate(new Date());
  const [values, setValues] = useState<Record<FieldName, string>>({
    effectiveFrom: today,
    dppPercent: current ? String(current.dppPercent) : '',
    dpwPercent: current ? String(current.dpwPercent) : '',
    dpcPercent: current ? String(current.dpcPercent) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirmed, setConfirmed] = useState<DuesSplitInput | null>(null);
  const save = useSetDuesSplitMutation();

  const submit = () => {
    const parsed = duesSplitInputSchema.safeParse({
      effectiveFrom: values.effectiveFrom,
      dppPercent: percentText(values.dppPercent),
      dpwPercent: percentText(values.dpwPercent),
      dpcPercent: percentText(values.dpcPercent),
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.reset();
    setConfirmed(parsed.data);
  };

  const field = (name: FieldName, label: string, input: React.ReactNode) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <SettingsDialog
      title={t('settings.split.formTitle')}
      testId="dues-split-form"
      confirmation={
        confirmed &&
        t('settings.split.confirmText', {
          date: formatLongDate(confirmed.effectiveFrom),
          dpp: formatPercent(confirmed.dppPercent),
          dpw: formatPercent(confirmed.dpwPercent),
          dpc: formatPercent(confirmed.dpcPercent),
        })
      }
      pending={save.isPending}
      error={save.error?.message ?? null}
      onSubmit={submit}
      onBack={() => setConfirmed(null)}
      onConfirm={() => confirmed && save.mutate(confirmed, { onSuccess: onClose })}
      onClose={onClose}
    >
      {field(
        'effectiveFrom',
        t('settings.split.effectiveFrom'),
        <Input
          type="date"
          min={today}
          value={values.effectiveFrom}
          onChange={(event) => setValues((v) => ({ ...v, effectiveFrom: event.target.value }))}
        />,
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {LEVELS.map((level) => (
          <div key={level}>
            {field(
              `${level}Percent`,
              t(`settings.split.${level}`),
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={values[`${level}Percent`]}
                onChange={(event) => setValues((v) => ({ ...v, [`${level}Percent`]: event.target.value }))}
              />,
            )}
          </div>
        ))}
      </SimpleGrid>
    </SettingsDialog>
  );
}
