/**
 * The analytics trend view as a PDF (issue 27 §4, §5): the association's header, the title, window,
 * scope and generation time (report-pdf-layout.ts), the headline figures, and each chart's table:
 * members, collection, transfers, registrations and arrears ageing.
 */
import { membersBehind } from '../../_shared/contracts/analytics.ts';
import { analyticsDetails, type AnalyticsFile, analyticsLabels as A, analyticsWindowLabel } from './analytics-text.ts';
import { formatCount, formatPercent, formatRupiah, monthLabel, reportLabels as L } from './financial-report-text.ts';
import { type Column, startReportPdf } from './report-pdf-layout.ts';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : value < 0 ? `-${formatCount(-value)}` : '0');
/** Days with one decimal, as the page writes them: `2,5`. */
const days = (value: number | null) => (value === null ? L.none : value.toFixed(1).replace('.', ','));
const monthColumn: Column = { header: A.month, width: 0.2 };
const figureColumns = (headers: string[]): Column[] =>
  headers.map((header) => ({ header, width: 0.8 / headers.length, align: 'right' }));

export async function buildAnalyticsPdf(file: AnalyticsFile): Promise<Uint8Array> {
  const { report, generatedAt } = file;
  const title = `${A.title} ${analyticsWindowLabel(report)}`;
  const { doc, layout } = await startReportPdf({ title, subject: A.title, generatedAt });
  layout.header();
  layout.title(A.title);
  layout.details(analyticsDetails(file));

  layout.heading(L.summary);
  const { collectionTotal } = report;
  layout.table(
    [
      { header: A.figure, width: 0.6 },
      { header: L.value, width: 0.4, align: 'right' },
    ],
    [
      [A.membersNow, formatCount(report.members.at(-1)?.total ?? 0)],
      [A.collectionRate, formatPercent(collectionTotal.rate)],
      [A.billed, formatRupiah(collectionTotal.billed)],
      [A.collected, formatRupiah(collectionTotal.collected)],
      [A.medianWait, days(report.medianDays)],
      [A.behind, formatCount(membersBehind(report))],
    ],
  );

  layout.heading(A.members);
  layout.table(
    [monthColumn, ...figureColumns([A.total, A.active, A.joins, A.exits, A.net])],
    report.members.map((row) => [
      monthLabel(row.month),
      formatCount(row.total),
      formatCount(row.active),
      formatCount(row.joins),
      formatCount(row.exits),
      signed(row.net),
    ]),
  );

  layout.heading(A.collection);
  layout.table(
    [monthColumn, ...figureColumns([A.billed, A.collected, A.rate])],
    report.collection.map((row) => [
      monthLabel(row.month),
      formatRupiah(row.billed),
      formatRupiah(row.collected),
      formatPercent(row.rate),
    ]),
    [
      L.total,
      formatRupiah(collectionTotal.billed),
      formatRupiah(collectionTotal.collected),
      formatPercent(collectionTotal.rate),
    ],
  );

  layout.heading(A.transfers);
  layout.table(
    [monthColumn, ...figureColumns([A.transfersIn, A.transfersOut])],
    report.members.map((row) => [monthLabel(row.month), formatCount(row.transfersIn), formatCount(row.transfersOut)]),
  );

  layout.heading(A.registrations);
  layout.table(
    [monthColumn, ...figureColumns([A.applications, A.verifications, A.rejections, A.medianDays])],
    report.registrations.map((row) => [
      monthLabel(row.month),
      formatCount(row.applications),
      formatCount(row.verifications),
      formatCount(row.rejections),
      days(row.medianDays),
    ]),
  );

  layout.heading(A.arrears);
  layout.table(
    [{ header: A.age, width: 0.4 }, ...figureColumns([A.total, A.bills, A.amount]).map((c) => ({ ...c, width: 0.2 }))],
    report.arrears.map((row) => [
      A.buckets[row.bucket],
      formatCount(row.members),
      formatCount(row.bills),
      formatRupiah(row.amount),
    ]),
  );
  return doc.save();
}
