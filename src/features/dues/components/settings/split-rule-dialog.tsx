import { Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { calendarDate } from '@shared/calendar';
import { duesSplitInputSchema, type DuesSplitInput, type DuesSplitRule } from '@shared/contracts/dues-settings';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatLongDate } from '@/lib/format';
import { useSetDuesSplitMutation } from '../../api/set-dues-split';
import { formatPercent, percentText } from './format-percent';
import { SettingsDialog } from './settings-dialog';

const LEVELS = ['dpp', 'dpw', 'dpc'] as const;

const splitFormSchema = z
  .object({ effectiveFrom: z.string(), dppPercent: z.string(), dpwPercent: z.string(), dpcPercent: z.string() })
  .transform((typed) => ({
    effectiveFrom: typed.effectiveFrom,
    dppPercent: percentText(typed.dppPercent),
    dpwPercent: percentText(typed.dpwPercent),
    dpcPercent: percentText(typed.dpcPercent),
  }))
  .pipe(duesSplitInputSchema as z.ZodType<DuesSplitInput, DuesSplitInput>);

/** A new split by level from a date on (today or later, WIB), starting from the split in force. */
export function SplitRuleDialog({ current, onClose }: { current: DuesSplitRule | undefined; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const today = calendarDate(new Date());
  const form = useZodForm(splitFormSchema, {
    defaultValues: {
      effectiveFrom: today,
      dppPercent: current ? String(current.dppPercent) : '',
      dpwPercent: current ? String(current.dpwPercent) : '',
      dpcPercent: current ? String(current.dpcPercent) : '',
    },
  });
  const save = useSetDuesSplitMutation();

  return (
    <SettingsDialog
      title={t('settings.split.formTitle')}
      testId="dues-split-form"
      form={form}
      confirmationOf={(split) =>
        t('settings.split.confirmText', {
          date: formatLongDate(split.effectiveFrom),
          dpp: formatPercent(split.dppPercent),
          dpw: formatPercent(split.dpwPercent),
          dpc: formatPercent(split.dpcPercent),
        })
      }
      pending={save.isPending}
      error={save.error}
      onReview={save.reset}
      onConfirm={(split) => save.mutate(split, { onSuccess: onClose })}
      onClose={onClose}
    >
      <FormField name="effectiveFrom" label={t('settings.split.effectiveFrom')} required>
        <Input type="date" min={today} {...form.register('effectiveFrom')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {LEVELS.map((level) => (
          <div key={level}>
            <FormField name={`${level}Percent`} label={t(`settings.split.${level}`)} required>
              <Input inputMode="decimal" autoComplete="off" {...form.register(`${level}Percent`)} />
            </FormField>
          </div>
        ))}
      </SimpleGrid>
    </SettingsDialog>
  );
}
