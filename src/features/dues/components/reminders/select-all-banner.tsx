import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_REMINDER_RECIPIENTS } from '@shared/contracts/reminders';
import { formatNumber } from '@/lib/format';

/**
 * Under a fully ticked page of a longer list: tick every member of the filter (up to the most one
 * sending takes), or, once they are, clear the selection.
 */
export function SelectAllBanner({
  allOfFilter,
  total,
  onPage,
  onSelectAll,
  onClear,
}: {
  allOfFilter: boolean;
  total: number;
  onPage: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Alert.Root status="info" data-testid="select-all-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {allOfFilter
            ? t('reminders.allOfFilterSelected', { count: total, formatted: formatNumber(total) })
            : t('reminders.pageSelected', { count: onPage })}
        </Alert.Title>
      </Alert.Content>
      {allOfFilter ? (
        <Button size="sm" variant="outline" onClick={onClear}>
          {t('reminders.clearSelection')}
        </Button>
      ) : (
        total <= MAX_REMINDER_RECIPIENTS && (
          <Button size="sm" variant="outline" onClick={onSelectAll}>
            {t('reminders.selectAllOfFilter', { count: total, formatted: formatNumber(total) })}
          </Button>
        )
      )}
    </Alert.Root>
  );
}
