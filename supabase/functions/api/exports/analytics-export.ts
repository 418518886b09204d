/**
 * The analytics trend view as a file (issue 27 §4, §5): an XLSX workbook with a sheet per table,
 * numbers as numbers (rupiah as integers, rates in percent), or a PDF (analytics-pdf.ts). Both are
 * built in memory: at most 24 months and three age buckets.
 */
import { type Analytics, membersBehind } from '../../_shared/contracts/analytics.ts';
import type { ReportExportFormat } from '../../_shared/contracts/reports.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxCell, type XlsxSheet } from '../../_shared/spreadsheet/xlsx.ts';
import { buildAnalyticsPdf } from './analytics-pdf.ts';
import { analyticsDetails, analyticsFileStem, type AnalyticsFile, analyticsLabels as A } from './analytics-text.ts';
import { reportLabels as L } from './financial-report-text.ts';
import { fileResponse } from './spreadsheet-response.ts';

const month = (row: { month: string }): XlsxCell => ({ date: row.month });

/** The headline figures of the window, as the page's tiles show them. */
function summaryRows(report: Analytics): [string, number | null][] {
  return [
    [A.membersNow, report.members.at(-1)?.total ?? 0],
    [`${A.collectionRate} (%)`, report.collectionTotal.rate],
    [`${A.billed} (Rp)`, report.collectionTotal.billed],
    [`${A.collected} (Rp)`, report.collectionTotal.collected],
    [A.medianWait, report.medianDays],
    [A.behind, membersBehind(report)],
  ];
}

/** The workbook: Ringkasan, Anggota, Penagihan, Mutasi, Pendaftaran, Umur Tunggakan. */
export function analyticsSheets(file: AnalyticsFile): XlsxSheet[] {
  const { report } = file;
  const summary: XlsxCell[][] = [
    [L.item, L.value],
    ...analyticsDetails(file),
    [L.from, { date: report.from }],
    [L.to, { date: report.to }],
    ...summaryRows(report),
  ];
  const members: XlsxCell[][] = [
    [A.month, A.total, A.active, A.joins, A.exits, A.net],
    ...report.members.map((row) => [month(row), row.total, row.active, row.joins, row.exits, row.net]),
  ];
  const collection: XlsxCell[][] = [
    [A.month, `${A.billed} (Rp)`, `${A.collected} (Rp)`, `${A.rate} (%)`],
    ...report.collection.map((row) => [month(row), row.billed, row.collected, row.rate]),
    [L.total, report.collectionTotal.billed, report.collectionTotal.collected, report.collectionTotal.rate],
  ];
  const transfers: XlsxCell[][] = [
    [A.month, A.transfersIn, A.transfersOut],
    ...report.members.map((row) => [month(row), row.transfersIn, row.transfersOut]),
  ];
  const registrations: XlsxCell[][] = [
    [A.month, A.applications, A.verifications, A.rejections, A.medianDays],
    ...report.registrations.map((row) => [
      month(row),
      row.applications,
      row.verifications,
      row.rejections,
      row.medianDays,
    ]),
  ];
  const arrears: XlsxCell[][] = [
    [A.age, A.total, A.bills, `${A.amount} (Rp)`],
    ...report.arrears.map((row) => [A.buckets[row.bucket], row.members, row.bills, row.amount]),
  ];
  return [
    { sheetName: L.summary, columnWidths: [34, 48], rows: summary },
    { sheetName: 'Anggota', columnWidths: [14, 12, 12, 12, 12, 18], rows: members },
    { sheetName: 'Penagihan', columnWidths: [14, 18, 18, 20], rows: collection },
    { sheetName: 'Mutasi', columnWidths: [14, 14, 14], rows: transfers },
    { sheetName: 'Pendaftaran', columnWidths: [14, 14, 12, 10, 22], rows: registrations },
    { sheetName: A.arrears, columnWidths: [20, 12, 12, 18], rows: arrears },
  ];
}

/** The file in `format`, named after its window: `analitik-2025-12-2026-11.xlsx`. */
export async function analyticsFileResponse(format: ReportExportFormat, file: AnalyticsFile): Promise<Response> {
  const name = `${analyticsFileStem(file.report)}.${format}`;
  if (format === 'xlsx') return fileResponse(writeXlsxSheets(analyticsSheets(file)), XLSX_MIME_TYPE, name);
  return fileResponse(await buildAnalyticsPdf(file), 'application/pdf', name);
}
