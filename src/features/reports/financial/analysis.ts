import type { TFunction } from 'i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { formatIdr, formatNumber, formatPercent } from '@/lib/format';
import { changePercent } from './report-period';

/** Below this collection rate the analysis suggests reminders. */
const LOW_COLLECTION_RATE = 80;

/**
 * The report's analysis (issue 27 §2): sentences computed from its figures, with the numbers in
 * them; nothing is said that the figures do not show.
 */
export function analysisOf(
  report: FinancialReport,
  t: TFunction<'reports'>,
  methodLabel: (method: string) => string,
): string[] {
  const { current, previous } = report.revenue;
  const sentences: string[] = [];
  const amount = formatIdr(current.amount);
  const change = changePercent(current.amount, previous.amount);
  if (current.amount === 0) sentences.push(t('financial.analysis.revenueNone'));
  else if (change === null) sentences.push(t('financial.analysis.revenueFirst', { amount }));
  else if (change === 0) sentences.push(t('financial.analysis.revenueSame', { amount }));
  else {
    const key = change > 0 ? 'financial.analysis.revenueUp' : 'financial.analysis.revenueDown';
    sentences.push(t(key, { amount, change: formatPercent(Math.abs(change)), previous: formatIdr(previous.amount) }));
  }
  const rate = report.collection.current.rate;
  if (rate !== null) {
    const key = rate < LOW_COLLECTION_RATE ? 'financial.analysis.collectionLow' : 'financial.analysis.collection';
    sentences.push(t(key, { rate: formatPercent(rate) }));
  }
  const { arrears } = report;
  if (arrears.members > 0) {
    sentences.push(
      t('financial.analysis.arrears', {
        members: formatNumber(arrears.members),
        amount: formatIdr(arrears.amount),
        bills: formatNumber(arrears.bills),
      }),
    );
    const [top] = report.arrearsByChapter;
    if (top && report.arrearsByChapter.length > 1) {
      sentences.push(t('financial.analysis.arrearsTop', { chapter: top.name, amount: formatIdr(top.amount) }));
    }
  }
  const [method] = report.methods;
  if (method && current.amount > 0) {
    const share = Math.round((method.amount / current.amount) * 1000) / 10;
    sentences.push(
      t('financial.analysis.topMethod', { method: methodLabel(method.method), share: formatPercent(share) }),
    );
  }
  return sentences;
}
