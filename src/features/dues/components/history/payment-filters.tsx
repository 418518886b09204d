import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethods, paymentPeriodFilters, paymentStatuses } from '@shared/contracts/payments';
import type { PaymentListFilter } from '../../api/dues-keys';

type FilterKey = 'search' | 'status' | 'method' | 'period';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root width={{ base: 'full', md: '48' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Search (sent with Enter or the button) and the status, method and period filters. */
export function PaymentFilters({
  filter,
  onChange,
}: {
  filter: PaymentListFilter;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation('payments');
  const [term, setTerm] = useState(filter.search);
  // A search changed elsewhere (cleared filters, back button) shows in the box.
  const [shown, setShown] = useState(filter.search);
  if (shown !== filter.search) {
    setShown(filter.search);
    setTerm(filter.search);
  }
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }}>
      <Flex
        as="form"
        role="search"
        flex="1"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange('search', term);
        }}
      >
        <Input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-label={t('history.searchLabel')}
          placeholder={t('history.searchPlaceholder')}
        />
        <Button type="submit" variant="outline">
          {t('history.search')}
        </Button>
      </Flex>
      <FilterSelect
        label={t('history.statusLabel')}
        value={filter.status}
        onChange={(value) => onChange('status', value)}
        options={[['all', t('history.allStatuses')], ...paymentStatuses.map((s) => [s, t(`status.${s}`)] as const)]}
      />
      <FilterSelect
        label={t('history.methodLabel')}
        value={filter.method}
        onChange={(value) => onChange('method', value)}
        options={[['all', t('history.allMethods')], ...paymentMethods.map((m) => [m, t(`method.${m}`)] as const)]}
      />
      <FilterSelect
        label={t('history.periodLabel')}
        value={filter.period}
        onChange={(value) => onChange('period', value)}
        options={paymentPeriodFilters.map((p) => [p, t(`history.period.${p}`)] as const)}
      />
    </Flex>
  );
}
