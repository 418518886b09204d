import { Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A report chart and its figures (issue 27: every chart has an accessible data table). The chart is
 * hidden from screen readers; the table is always there for them, and the toggle shows it on screen.
 */
export function ChartWithTable({
  chart,
  table,
  initiallyShown = false,
  actions,
}: {
  /** The chart, `aria-hidden`. */
  chart: ReactNode;
  table: ReactNode;
  initiallyShown?: boolean;
  /** Beside the toggle (a link to the figures' detail). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('reports');
  const [tableShown, setTableShown] = useState(initiallyShown);
  return (
    <>
      {chart}
      <HStack gap="4" wrap="wrap">
        <Button size="sm" variant="outline" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? t('charts.hideTable') : t('charts.showTable')}
        </Button>
        {actions}
      </HStack>
      {tableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </>
  );
}
