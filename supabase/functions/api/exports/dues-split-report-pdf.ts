/**
 * The dues split report as a PDF (issue 27 §3, §5): the association's header, the title, period,
 * scope and generation time (report-pdf-layout.ts), the reconciliation sentence, and the tables per
 * level, per DPW and per DPC, each with its total.
 */
import type { DuesShares } from '../../_shared/contracts/dues-split-report.ts';
import {
  type DuesSplitReportFile,
  duesSplitLabels as D,
  LEVELS,
  portionOf,
  reconciliationSentence,
} from './dues-split-report-text.ts';
import {
  formatCount,
  formatPercent,
  formatRupiah,
  periodLabel,
  reportDetails,
  reportLabels as L,
} from './financial-report-text.ts';
import { type Column, startReportPdf } from './report-pdf-layout.ts';

const figureColumns: Column[] = [
  { header: D.payments, width: 0.1, align: 'right' },
  { header: D.amount, width: 0.16, align: 'right' },
  { header: D.dpp, width: 0.14, align: 'right' },
  { header: D.dpw, width: 0.14, align: 'right' },
  { header: D.dpc, width: 0.14, align: 'right' },
];
const figures = (shares: DuesShares) => [
  formatCount(shares.payments),
  formatRupiah(shares.amount),
  formatRupiah(shares.dpp),
  formatRupiah(shares.dpw),
  formatRupiah(shares.dpc),
];

export async function buildDuesSplitReportPdf(file: DuesSplitReportFile): Promise<Uint8Array> {
  const { report, generatedAt } = file;
  const { totals } = report;
  const title = `${D.title} ${periodLabel(report.period)}`;
  const { doc, layout } = await startReportPdf({ title, subject: D.title, generatedAt });
  layout.header();
  layout.title(D.title);
  layout.details(reportDetails(file));
  layout.paragraph(reconciliationSentence(report), { size: 10.5, gap: 6 });

  layout.heading(D.levels);
  layout.table(
    [
      { header: D.level, width: 0.5 },
      { header: D.share, width: 0.3, align: 'right' },
      { header: D.portion, width: 0.2, align: 'right' },
    ],
    LEVELS.map((level) => [D.levelNames[level], formatRupiah(totals[level]), formatPercent(portionOf(totals, level))]),
    [L.total, formatRupiah(totals.dpp + totals.dpw + totals.dpc), ''],
  );

  layout.heading(D.provinces);
  layout.table(
    [{ header: D.province, width: 0.32 }, ...figureColumns],
    report.provinces.map((row) => [row.name, ...figures(row)]),
    [L.total, ...figures(totals)],
  );

  layout.heading(D.chapters);
  layout.table(
    [{ header: D.chapter, width: 0.32 }, ...figureColumns],
    report.chapters.map((row) => [`${row.name} (${row.provinceName})`, ...figures(row)]),
    [L.total, ...figures(totals)],
  );
  return doc.save();
}
