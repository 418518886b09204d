import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Search (applied on Enter or after a pause), one or more select filters, and a refresh. */
export function ListControls({
  searchBox,
  selects,
  onRefresh,
  refreshing,
}: {
  /** useListPage's search box. */
  searchBox: { value: string; onChange: (value: string) => void; submit: () => void };
  selects: { label: string; value: string; options: [string, string][]; onChange: (value: string) => void }[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Input
        aria-label={t('shared.searchLabel')}
        placeholder={t('shared.searchLabel')}
        maxW="sm"
        value={searchBox.value}
        onChange={(event) => searchBox.onChange(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && searchBox.submit()}
      />
      {selects.map((select) => (
        <NativeSelect.Root key={select.label} maxW="xs">
          <NativeSelect.Field
            aria-label={select.label}
            value={select.value}
            onChange={(event) => select.onChange(event.currentTarget.value)}
          >
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
      <Button variant="outline" onClick={onRefresh} loading={refreshing}>
        {t('shared.refresh')}
      </Button>
    </Flex>
  );
}
