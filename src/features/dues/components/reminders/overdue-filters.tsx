import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overdueBuckets } from '@shared/contracts/reminders';
import type { OverdueListFilter } from '../../api/dues-keys';

/** Search (sent with Enter or the button) and the bucket filter. */
export function OverdueFilters({
  filter,
  onChange,
}: {
  filter: OverdueListFilter;
  onChange: (key: 'search' | 'bucket', value: string) => void;
}) {
  const { t } = useTranslation('dues');
  const [term, setTerm] = useState(filter.search);
  // A search changed elsewhere (cleared filters, back button) shows in the box.
  const [shown, setShown] = useState(filter.search);
  if (shown !== filter.search) {
    setShown(filter.search);
    setTerm(filter.search);
  }
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
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
          aria-label={t('reminders.searchLabel')}
          placeholder={t('reminders.searchPlaceholder')}
        />
        <Button type="submit" variant="outline">
          {t('reminders.search')}
        </Button>
      </Flex>
      <NativeSelect.Root width={{ base: 'full', md: '56' }}>
        <NativeSelect.Field
          aria-label={t('reminders.bucketLabel')}
          value={filter.bucket}
          onChange={(event) => onChange('bucket', event.target.value)}
        >
          <option value="all">{t('reminders.allBuckets')}</option>
          {overdueBuckets.map((bucket) => (
            <option key={bucket} value={bucket}>
              {t(`reminders.buckets.${bucket}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
