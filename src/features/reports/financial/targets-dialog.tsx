import { Button, Input, InputGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REVENUE_TARGET_MAX, revenueTargetMessages, type RevenueTargets } from '@shared/contracts/revenue-targets';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { formatIdr, formatMonthYear, formatNumber } from '@/lib/format';
import { useRevenueTargetsQuery } from '../api/get-revenue-targets';
import { useSetRevenueTargetsMutation } from '../api/set-revenue-targets';

/** Twelve rupiah amounts as typed (`1.500.000`, empty for no target), checked like the API. */
const targetsFormSchema = z.object({
  amounts: z
    .array(
      z
        .string()
        .trim()
        .regex(/^(\d{1,3}(\.\d{3})*|\d+)?$/, revenueTargetMessages.amountInvalid)
        .transform((text) => (text === '' ? null : Number(text.replaceAll('.', ''))))
        .refine((amount) => amount === null || amount <= REVENUE_TARGET_MAX, revenueTargetMessages.amountInvalid),
    )
    .length(12, revenueTargetMessages.amountsInvalid),
});

/**
 * "Atur Target" on the financial report: the caller's own chapter's twelve monthly revenue targets
 * of the report's year, for officers who may set them (dues.bill there); saved after a confirmation.
 */
export function TargetsButton({ year }: { year: number }) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const targets = useRevenueTargetsQuery(year);
  if (!targets.data?.canEdit) return null;
  return (
    <>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {t('financial.targets.open')}
      </Button>
      {open && <TargetsDialog targets={targets.data} onClose={() => setOpen(false)} />}
    </>
  );
}

function TargetsDialog({ targets, onClose }: { targets: RevenueTargets; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const save = useSetRevenueTargetsMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(targetsFormSchema, {
    defaultValues: { amounts: targets.amounts.map((amount) => (amount === null ? '' : formatNumber(amount))) },
  });
  const months = Array.from({ length: 12 }, (_, i) => `${targets.year}-${String(i + 1).padStart(2, '0')}-01`);
  const total = (form.watch('amounts') ?? []).reduce(
    (sum, text) => sum + (Number(String(text).replaceAll('.', '')) || 0),
    0,
  );
  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('financial.targets.title', { chapter: targets.organizationName, year: targets.year })}
      description={
        confirming ? t('financial.targets.confirm', { total: formatIdr(total) }) : t('financial.targets.hint')
      }
      submitLabel={confirming ? t('financial.targets.confirmSave') : t('financial.targets.save')}
      pending={save.isPending}
      error={save.error}
      testId="revenue-targets-dialog"
      onSubmit={(values) => {
        if (!confirming) return setConfirming(true);
        save.mutate(
          { organizationId: targets.organizationId, year: targets.year, amounts: values.amounts },
          { onSuccess: onClose },
        );
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        {months.map((month, i) => (
          <FormField key={month} name={`amounts.${i}`} label={formatMonthYear(month, { timeZone: 'UTC' })}>
            <InputGroup startElement="Rp">
              <Input
                inputMode="numeric"
                autoComplete="off"
                readOnly={confirming}
                {...form.register(`amounts.${i}`, { onChange: () => setConfirming(false) })}
              />
            </InputGroup>
          </FormField>
        ))}
      </SimpleGrid>
      <Text color="fg.muted" fontSize="sm" data-testid="revenue-targets-total">
        {t('financial.targets.total', { total: formatIdr(total) })}
      </Text>
    </FormDialog>
  );
}
