/**
 * The financial report as a PDF (issue 27 §5): the association's header (logo and name, as on the
 * receipt), the title, period, scope and generation time, the cards and the comparison as tables,
 * the months, methods, dues categories and arrears tables, and the analysis computed from the figures. A4, DejaVu
 * Sans (pdf-fonts.ts), pure code: no files, no network.
 */
import { paymentMethodLabels } from '../../_shared/contracts/payment-labels.ts';
import { financialAnalysis } from '../../_shared/reports/financial-analysis.ts';
import {
  type FinancialReportFile,
  formatCount,
  formatPercent,
  formatRupiah,
  monthLabel,
  periodLabel,
  reportDetails,
  reportLabels as L,
  shareOf,
} from './financial-report-text.ts';
import { startReportPdf } from './report-pdf-layout.ts';

export async function buildFinancialReportPdf(file: FinancialReportFile): Promise<Uint8Array> {
  const { report, generatedAt } = file;
  const { revenue, collection, arrears } = report;
  const title = `${L.title} ${periodLabel(report.period)}`;

  const { doc, layout } = await startReportPdf({ title, subject: L.title, generatedAt });
  layout.header();
  layout.title(L.title);
  layout.details(reportDetails(file));

  layout.heading(L.summary);
  layout.table(
    [
      { header: L.item, width: 0.6 },
      { header: L.value, width: 0.4, align: 'right' },
    ],
    [
      [L.totalRevenue, formatRupiah(revenue.current.amount)],
      [L.paymentCount, formatCount(revenue.current.payments)],
      [L.monthlyRevenue, formatRupiah(Math.round(revenue.current.amount / Math.max(report.months.length, 1)))],
      [L.collectionRate, formatPercent(collection.current.rate)],
      [L.arrearsAmount, formatRupiah(arrears.amount)],
      [L.arrearsBills, formatCount(arrears.bills)],
      [L.arrearsMembers, formatCount(arrears.members)],
    ],
  );

  layout.heading(L.comparison);
  const compared = (pick: (period: 'current' | 'previous' | 'lastYear') => string) =>
    (['current', 'previous', 'lastYear'] as const).map(pick);
  layout.table(
    [
      { header: L.item, width: 0.31 },
      { header: L.current, width: 0.21, align: 'right' },
      { header: L.previous, width: 0.24, align: 'right' },
      { header: L.lastYearShort, width: 0.24, align: 'right' },
    ],
    [
      [L.revenue, ...compared((p) => formatRupiah(revenue[p].amount))],
      [L.payments, ...compared((p) => formatCount(revenue[p].payments))],
      [L.billed, ...compared((p) => formatRupiah(collection[p].billed))],
      [L.collected, ...compared((p) => formatRupiah(collection[p].collected))],
      [L.collectionRate, ...compared((p) => formatPercent(collection[p].rate))],
    ],
  );

  layout.heading(L.months);
  layout.table(
    [
      { header: L.month, width: 0.4 },
      { header: L.revenue, width: 0.35, align: 'right' },
      { header: L.payments, width: 0.25, align: 'right' },
    ],
    report.months.map((row) => [monthLabel(row.month), formatRupiah(row.amount), formatCount(row.payments)]),
    [L.total, formatRupiah(revenue.current.amount), formatCount(revenue.current.payments)],
  );

  layout.heading(L.methods);
  layout.table(
    [
      { header: L.method, width: 0.34 },
      { header: L.revenue, width: 0.28, align: 'right' },
      { header: L.payments, width: 0.2, align: 'right' },
      { header: L.share, width: 0.18, align: 'right' },
    ],
    report.methods.map((row) => [
      paymentMethodLabels[row.method],
      formatRupiah(row.amount),
      formatCount(row.payments),
      formatPercent(shareOf(row.amount, revenue.current.amount)),
    ]),
  );

  layout.heading(L.categories);
  layout.table(
    [
      { header: L.category, width: 0.34 },
      { header: L.revenue, width: 0.28, align: 'right' },
      { header: L.settledBills, width: 0.2, align: 'right' },
      { header: L.share, width: 0.18, align: 'right' },
    ],
    report.categories.map((row) => [
      row.name,
      formatRupiah(row.amount),
      formatCount(row.bills),
      formatPercent(row.share),
    ]),
  );

  layout.heading(L.arrears);
  layout.table(
    [
      { header: L.chapter, width: 0.38 },
      { header: L.level, width: 0.12 },
      { header: L.amount, width: 0.22, align: 'right' },
      { header: L.bills, width: 0.14, align: 'right' },
      { header: L.members, width: 0.14, align: 'right' },
    ],
    report.arrearsByChapter.map((row) => [
      row.name,
      row.level,
      formatRupiah(row.amount),
      formatCount(row.bills),
      formatCount(row.members),
    ]),
    [L.total, '', formatRupiah(arrears.amount), formatCount(arrears.bills), formatCount(arrears.members)],
  );

  layout.heading(L.analysis);
  for (const { message } of financialAnalysis(report)) layout.paragraph(`• ${message}`, { size: 10, gap: 4 });
  return doc.save();
}
