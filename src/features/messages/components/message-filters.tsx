import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageChannels, messagePeriodFilters, messageStatuses } from '@shared/contracts/messages';
import type { MessageListFilter } from '../api/message-keys';
import type { MessageFilterKey } from '../hooks/use-message-filters';
import { knownTemplates, templateLabel } from './message-labels';

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
    <NativeSelect.Root width={{ base: 'full', lg: '44' }}>
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

/** Search (sent with Enter or the button) and the status, channel, type and period filters. */
export function MessageFilters({
  filter,
  onChange,
}: {
  filter: MessageListFilter;
  onChange: (key: MessageFilterKey, value: string) => void;
}) {
  const { t } = useTranslation('messages');
  const [term, setTerm] = useState(filter.search);
  // A search changed elsewhere (cleared filters, back button) shows in the box.
  const [shown, setShown] = useState(filter.search);
  if (shown !== filter.search) {
    setShown(filter.search);
    setTerm(filter.search);
  }
  const templates = knownTemplates.includes(filter.template as (typeof knownTemplates)[number])
    ? knownTemplates
    : [...knownTemplates, ...(filter.template ? [filter.template] : [])];
  return (
    <Flex gap="3" direction={{ base: 'column', lg: 'row' }} wrap="wrap">
      <Flex
        as="form"
        role="search"
        flex="1"
        minWidth={{ lg: '72' }}
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
          aria-label={t('filters.searchLabel')}
          placeholder={t('filters.searchPlaceholder')}
        />
        <Button type="submit" variant="outline">
          {t('filters.search')}
        </Button>
      </Flex>
      <FilterSelect
        label={t('filters.statusLabel')}
        value={filter.status}
        onChange={(value) => onChange('status', value)}
        options={[['all', t('filters.allStatuses')], ...messageStatuses.map((s) => [s, t(`status.${s}`)] as const)]}
      />
      <FilterSelect
        label={t('filters.channelLabel')}
        value={filter.channel}
        onChange={(value) => onChange('channel', value)}
        options={[['all', t('filters.allChannels')], ...messageChannels.map((c) => [c, t(`channel.${c}`)] as const)]}
      />
      <FilterSelect
        label={t('filters.templateLabel')}
        value={filter.template || 'all'}
        onChange={(value) => onChange('template', value)}
        options={[
          ['all', t('filters.allTemplates')],
          ...templates.map((name) => [name, templateLabel(t, name)] as const),
        ]}
      />
      <FilterSelect
        label={t('filters.periodLabel')}
        value={filter.period}
        onChange={(value) => onChange('period', value)}
        options={messagePeriodFilters.map((p) => [p, t(`filters.period.${p}`)] as const)}
      />
    </Flex>
  );
}
