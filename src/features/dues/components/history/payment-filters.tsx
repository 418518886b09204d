import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paymentMethods, paymentPeriodFilters, paymentStatuses } from '@shared/contracts/payments';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import type { PaymentListFilter } from '../../api/dues-keys';

type FilterKey = 'search' | 'status' | 'method' | 'period';

/** Search (sent with Enter or the button) and the status, method and period filters. */
export function PaymentFilters({
  filter,
  onChange,
}: {
  filter: PaymentListFilter;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }}>
      <SearchForm
        value={filter.search}
        onSearch={(term) => onChange('search', term)}
        label={t('history.searchLabel')}
        placeholder={t('history.searchPlaceholder')}
        submitText={t('history.search')}
      />
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
