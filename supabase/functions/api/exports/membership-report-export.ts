/**
 * The membership report as a file (issue 27 §1, §5): an XLSX workbook with a sheet per table,
 * numbers as numbers, or a PDF (membership-report-pdf.ts). Both are built in memory: a national
 * report is one row per province, a DPW's one per DPC.
 */
import type { ReportExportFormat } from '../../_shared/contracts/reports.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxCell, type XlsxSheet } from '../../_shared/spreadsheet/xlsx.ts';
import { reportLabels as L } from './financial-report-text.ts';
import { buildMembershipReportPdf } from './membership-report-pdf.ts';
import {
  membershipDetails,
  membershipFileStem,
  membershipLabels as M,
  type MembershipReportFile,
} from './membership-report-text.ts';
import { fileResponse } from './spreadsheet-response.ts';

const cards = ['total', 'new', 'active', 'inactive'] as const;
export const growthColumns = ['joins', 'exits', 'returns', 'transfersIn', 'transfersOut', 'net'] as const;

/** The workbook: Ringkasan, Sebaran, Jenis Keanggotaan, Pertumbuhan Bulanan, Sorotan. */
export function membershipReportSheets(file: MembershipReportFile): XlsxSheet[] {
  const { report } = file;
  const { current, previous } = report.cards;
  const summary: XlsxCell[][] = [
    [L.item, L.value],
    ...membershipDetails(file),
    [L.from, { date: report.period.from }],
    [L.to, { date: report.period.to }],
  ];
  const figures: XlsxCell[][] = [
    [M.figure, M.current, M.previous],
    ...cards.map((card) => [M[card], current[card], previous[card]]),
    [M.expiringSoon, report.expiringSoon, null],
    [M.pendingApplications, report.pendingApplications, null],
  ];
  const place = report.distribution.level === 'province' ? M.province : M.chapter;
  const distribution: XlsxCell[][] = [
    [place, M.region, M.members, M.activeShort, M.newShort],
    ...report.distribution.rows.map((row) => [row.name, M.regionNames[row.region], row.total, row.active, row.new]),
  ];
  const types: XlsxCell[][] = [
    [M.type, M.members, M.activeShort, M.newShort],
    ...report.types.map((row) => [M.typeNames[row.type], row.total, row.active, row.new]),
  ];
  const months: XlsxCell[][] = [
    [M.month, ...growthColumns.map((column) => M[column])],
    ...report.months.map((row) => [{ date: row.month }, ...growthColumns.map((column) => row[column])]),
  ];
  return [
    { sheetName: L.summary, columnWidths: [32, 48], rows: summary },
    { sheetName: 'Angka', columnWidths: [34, 16, 18], rows: figures },
    { sheetName: 'Sebaran', columnWidths: [32, 24, 12, 12, 12], rows: distribution },
    { sheetName: M.types, columnWidths: [24, 12, 12, 12], rows: types },
    { sheetName: M.months, columnWidths: [14, 12, 12, 14, 14, 14, 10], rows: months },
    { sheetName: 'Sorotan', columnWidths: [120], rows: [[M.highlights], ...file.highlights.map((text) => [text])] },
  ];
}

/** The file in `format`, named after its period: `laporan-keanggotaan-2026-11.xlsx`. */
export async function membershipReportFileResponse(
  format: ReportExportFormat,
  file: MembershipReportFile,
): Promise<Response> {
  const name = `${membershipFileStem(file.report.period)}.${format}`;
  if (format === 'xlsx') return fileResponse(writeXlsxSheets(membershipReportSheets(file)), XLSX_MIME_TYPE, name);
  return fileResponse(await buildMembershipReportPdf(file), 'application/pdf', name);
}
