import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageChannels, messagePeriodFilters, messageStatuses, messageTemplates } from '@shared/contracts/messages';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import type { MessageListFilter } from '../api/message-keys';
import type { MessageFilterKey } from '../hooks/use-message-filters';
import { templateLabel } from './message-labels';

/** Search (sent with Enter or the button) and the status, channel, type and period filters. */
export function MessageFilters({
  filter,
  onChange,
}: {
  filter: MessageListFilter;
  onChange: (key: MessageFilterKey, value: string) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }} wrap="wrap">
      <SearchForm
        value={filter.search}
        onSearch={(term) => onChange('search', term)}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        submitText={t('filters.search')}
        minWidth={{ lg: '72' }}
      />
      <FilterSelect
        width={{ base: 'full', lg: '44' }}
        label={t('filters.statusLabel')}
        value={filter.status}
        onChange={(value) => onChange('status', value)}
        options={[['all', t('filters.allStatuses')], ...messageStatuses.map((s) => [s, t(`status.${s}`)] as const)]}
      />
      <FilterSelect
        width={{ base: 'full', lg: '44' }}
        label={t('filters.channelLabel')}
        value={filter.channel}
        onChange={(value) => onChange('channel', value)}
        options={[['all', t('filters.allChannels')], ...messageChannels.map((c) => [c, t(`channel.${c}`)] as const)]}
      />
      <FilterSelect
        width={{ base: 'full', lg: '44' }}
        label={t('filters.templateLabel')}
        value={filter.template || 'all'}
        onChange={(value) => onChange('template', value)}
        options={[
          ['all', t('filters.allTemplates')],
          ...messageTemplates.map((name) => [name, templateLabel(t, name)] as const),
        ]}
      />
      <FilterSelect
        width={{ base: 'full', lg: '44' }}
        label={t('filters.periodLabel')}
        value={filter.period}
        onChange={(value) => onChange('period', value)}
        options={messagePeriodFilters.map((p) => [p, t(`filters.period.${p}`)] as const)}
      />
    </Flex>
  );
}
