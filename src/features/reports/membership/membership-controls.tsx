import { Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIP_REGIONS, type MembershipRegion } from '@shared/contracts/membership-report';
import { FilterSelect } from '@/components/ui/list-filters';
import { isDay, membershipPeriods, type MembershipPeriod } from './membership-period';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The membership report's controls: the period select (this week … this year, or a date range),
 * the steps to the previous and next period, and the island group filter.
 */
export function MembershipControls({
  period,
  range,
  region,
  label,
  onPeriod,
  onRange,
  onRegion,
  onStep,
}: {
  period: MembershipPeriod | 'custom';
  /** The range the date inputs open with: the URL's, or the period shown. */
  range: DateRange | undefined;
  region: MembershipRegion | undefined;
  /** The period shown; undefined while the first report loads. */
  label: string | undefined;
  onPeriod: (period: MembershipPeriod) => void;
  onRange: (range: DateRange) => void;
  onRegion: (region: MembershipRegion | undefined) => void;
  onStep: (steps: number) => void;
}) {
  const { t } = useTranslation('reports');
  const [rangeOpen, setRangeOpen] = useState(false);
  const custom = rangeOpen || period === 'custom';
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <FilterSelect
          label={t('membership.period')}
          value={custom ? 'custom' : period}
          options={[...membershipPeriods, 'custom' as const].map(
            (option) => [option, t(`membership.periods.${option}`)] as const,
          )}
          onChange={(value) => {
            setRangeOpen(value === 'custom');
            if (value !== 'custom') onPeriod(value as MembershipPeriod);
          }}
        />
        <FilterSelect
          label={t('membership.region')}
          value={region ?? ''}
          options={[
            ['', t('membership.regions.all')],
            ...MEMBERSHIP_REGIONS.map((option) => [option, t(`membership.regions.${option}`)] as const),
          ]}
          onChange={(value) => onRegion((value || undefined) as MembershipRegion | undefined)}
        />
        <HStack gap="2">
          {period !== 'custom' && (
            <Button size="sm" variant="outline" aria-label={t('membership.previousPeriod')} onClick={() => onStep(-1)}>
              ‹
            </Button>
          )}
          <Text fontWeight="medium" minWidth="32" textAlign="center" aria-live="polite" data-testid="membership-period">
            {label ?? '…'}
          </Text>
          {period !== 'custom' && (
            <Button size="sm" variant="outline" aria-label={t('membership.nextPeriod')} onClick={() => onStep(1)}>
              ›
            </Button>
          )}
        </HStack>
      </Flex>
      {custom && (
        <RangeForm
          initial={range}
          onApply={(chosen) => {
            setRangeOpen(false);
            onRange(chosen);
          }}
        />
      )}
    </Stack>
  );
}

/** The two dates of a custom range, checked before they are asked for: both given, the first not after the second. */
function RangeForm({ initial, onApply }: { initial: DateRange | undefined; onApply: (range: DateRange) => void }) {
  const { t } = useTranslation('reports');
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(from) || !isDay(to)) return setError(t('membership.range.missing'));
    if (from > to) return setError(t('membership.range.order'));
    setError(undefined);
    onApply({ from, to });
  };
  return (
    <Flex
      as="form"
      aria-label={t('membership.range.label')}
      gap="3"
      wrap="wrap"
      align="end"
      onSubmit={submit}
      data-testid="membership-range"
    >
      <Field.Root width={{ base: 'full', sm: '48' }} invalid={!!error}>
        <Field.Label>{t('membership.range.from')}</Field.Label>
        <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '48' }} invalid={!!error}>
        <Field.Label>{t('membership.range.to')}</Field.Label>
        <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field.Root>
      <Button type="submit" size="md" variant="outline">
        {t('membership.range.apply')}
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" width="full" data-testid="membership-range-error">
          {error}
        </Text>
      )}
    </Flex>
  );
}
