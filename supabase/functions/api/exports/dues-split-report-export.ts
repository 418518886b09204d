/**
 * The dues split report as a file (issue 27 §3, §5): an XLSX workbook with a sheet per table,
 * numbers as numbers (rupiah as integers, portions in percent), or a PDF (dues-split-report-pdf.ts).
 * Both are built in memory: a national report is one row per DPC, a few hundred.
 */
import type { DuesShares } from '../../_shared/contracts/dues-split-report.ts';
import type { ReportExportFormat } from '../../_shared/contracts/reports.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxCell, type XlsxSheet } from '../../_shared/spreadsheet/xlsx.ts';
import { buildDuesSplitReportPdf } from './dues-split-report-pdf.ts';
import {
  type DuesSplitReportFile,
  duesSplitLabels as D,
  LEVELS,
  portionOf,
  reconciliationSentence,
} from './dues-split-report-text.ts';
import { reportDetails, reportFileStem, reportLabels as L } from './financial-report-text.ts';
import { fileResponse } from './spreadsheet-response.ts';

const figures = (shares: DuesShares): XlsxCell[] => [
  shares.payments,
  shares.amount,
  shares.dpp,
  shares.dpw,
  shares.dpc,
];
const figureHeaders = [D.payments, `${D.amount} (Rp)`, `${D.dpp} (Rp)`, `${D.dpw} (Rp)`, `${D.dpc} (Rp)`];

/** The workbook: Ringkasan, Per Tingkat, Per DPW, Per DPC. */
export function duesSplitReportSheets(file: DuesSplitReportFile): XlsxSheet[] {
  const { report } = file;
  const { totals, reconciliation } = report;
  const summary: XlsxCell[][] = [
    [L.item, L.value],
    ...reportDetails(file),
    [L.from, { date: report.period.from }],
    [L.to, { date: report.period.to }],
    [D.payments, totals.payments],
    [`${D.amount} (Rp)`, reconciliation.payments],
    [`${D.sharesTotal} (Rp)`, reconciliation.shares],
    [D.reconciled, reconciliation.balanced ? D.yes : D.no],
    [reconciliationSentence(report), null],
  ];
  const levels: XlsxCell[][] = [
    [D.level, `${D.share} (Rp)`, `${D.portion} (%)`],
    ...LEVELS.map((level) => [D.levelNames[level], totals[level], portionOf(totals, level)]),
    [L.total, totals.dpp + totals.dpw + totals.dpc, totals.amount > 0 ? 100 : null],
  ];
  const provinces: XlsxCell[][] = [
    [D.province, ...figureHeaders],
    ...report.provinces.map((row) => [row.name, ...figures(row)]),
    [L.total, ...figures(totals)],
  ];
  const chapters: XlsxCell[][] = [
    [D.chapter, D.province, ...figureHeaders],
    ...report.chapters.map((row) => [row.name, row.provinceName, ...figures(row)]),
    [L.total, null, ...figures(totals)],
  ];
  const widths = [14, 18, 16, 16, 16];
  return [
    { sheetName: L.summary, columnWidths: [44, 40], rows: summary },
    { sheetName: 'Per Tingkat', columnWidths: [24, 18, 12], rows: levels },
    { sheetName: 'Per DPW', columnWidths: [28, ...widths], rows: provinces },
    { sheetName: 'Per DPC', columnWidths: [32, 24, ...widths], rows: chapters },
  ];
}

/** The file in `format`, named after its period: `laporan-pembagian-iuran-2026-11.xlsx`. */
export async function duesSplitReportFileResponse(
  format: ReportExportFormat,
  file: DuesSplitReportFile,
): Promise<Response> {
  const name = `${reportFileStem(file.report.period, D.fileName)}.${format}`;
  if (format === 'xlsx') return fileResponse(writeXlsxSheets(duesSplitReportSheets(file)), XLSX_MIME_TYPE, name);
  return fileResponse(await buildDuesSplitReportPdf(file), 'application/pdf', name);
}
