import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesSplitReport } from '@shared/contracts/dues-split-report';
import { formatIdr, formatPercent } from '@/lib/format';
import { ReportSection } from '../financial/report-section';
import { ReportTable } from '../financial/report-table';
import { SharesTable } from './shares-table';

const LEVELS = ['dpp', 'dpw', 'dpc'] as const;

/** What goes to each level of the scope's payments, and its portion of them. */
export function LevelTable({ report }: { report: DuesSplitReport }) {
  const { t } = useTranslation('reports');
  const { totals } = report;
  return (
    <ReportSection id="dues-split-levels" title={t('duesSplit.levels.title')}>
      <ReportTable label={t('duesSplit.levels.title')} testId="dues-split-levels-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('duesSplit.levels.level')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('duesSplit.levels.share')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('duesSplit.levels.portion')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {LEVELS.map((level) => (
            <Table.Row key={level}>
              <Table.Cell>{t(`duesSplit.levels.${level}`)}</Table.Cell>
              <Table.Cell textAlign="end">{formatIdr(totals[level])}</Table.Cell>
              <Table.Cell textAlign="end">
                {totals.amount === 0 ? '–' : formatPercent(Math.round((1000 * totals[level]) / totals.amount) / 10)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>{t('duesSplit.columns.total')}</Table.Cell>
            <Table.Cell textAlign="end">{formatIdr(totals.dpp + totals.dpw + totals.dpc)}</Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </ReportTable>
    </ReportSection>
  );
}

/** Per DPW: for a DPC officer the one it owes its DPW and DPP shares to. */
export function ProvinceTable({ report }: { report: DuesSplitReport }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection id="dues-split-provinces" title={t('duesSplit.provinces.title')}>
      <SharesTable
        label={t('duesSplit.provinces.title')}
        nameHeader={t('duesSplit.columns.province')}
        rows={report.provinces.map((row) => ({ ...row, id: row.organizationId }))}
        totals={report.totals}
        testId="dues-split-provinces-table"
      />
    </ReportSection>
  );
}

/** Per DPC of the scope, with none collected too. */
export function ChapterTable({ report }: { report: DuesSplitReport }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection id="dues-split-chapters" title={t('duesSplit.chapters.title')}>
      <SharesTable
        label={t('duesSplit.chapters.title')}
        nameHeader={t('duesSplit.columns.chapter')}
        rows={report.chapters.map((row) => ({ ...row, id: row.organizationId, province: row.provinceName }))}
        totals={report.totals}
        testId="dues-split-chapters-table"
      />
    </ReportSection>
  );
}

/** Whether the shares sum exactly to the completed payments, in a sentence with the amount. */
export function Reconciliation({ report }: { report: DuesSplitReport }) {
  const { t } = useTranslation('reports');
  const { payments, shares, balanced } = report.reconciliation;
  return (
    <Text
      fontWeight="medium"
      color={balanced ? 'fg' : 'fg.error'}
      role={balanced ? undefined : 'alert'}
      data-testid="dues-split-reconciliation"
    >
      {balanced
        ? t('duesSplit.reconciled', { amount: formatIdr(payments) })
        : t('duesSplit.unreconciled', {
            shares: formatIdr(shares),
            payments: formatIdr(payments),
            difference: formatIdr(Math.abs(payments - shares)),
          })}
    </Text>
  );
}
