/**
 * The financial report as a file (issue 27 §5): an XLSX workbook with a sheet per table, numbers as
 * numbers (rupiah as integers, rates in percent), or a PDF (financial-report-pdf.ts). Both are built
 * in memory: a report is a few dozen rows.
 */
import { paymentMethodLabels } from '../../_shared/contracts/payment-labels.ts';
import type { ReportExportFormat } from '../../_shared/contracts/reports.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxCell, type XlsxSheet } from '../../_shared/spreadsheet/xlsx.ts';
import { buildFinancialReportPdf } from './financial-report-pdf.ts';
import {
  type FinancialReportFile,
  monthLabel,
  reportDetails,
  reportFileStem,
  reportLabels as L,
  shareOf,
} from './financial-report-text.ts';
import { fileResponse } from './spreadsheet-response.ts';

/** The workbook: Ringkasan, Bulanan, Metode, Kategori, Tunggakan. */
export function financialReportSheets(file: FinancialReportFile): XlsxSheet[] {
  const { report } = file;
  const { revenue, collection, arrears } = report;
  const summary: XlsxCell[][] = [
    [L.item, L.value],
    ...reportDetails(file),
    [L.from, { date: report.period.from }],
    [L.to, { date: report.period.to }],
    [`${L.revenue} ${L.current.toLowerCase()} (Rp)`, revenue.current.amount],
    [`${L.paymentCount} ${L.current.toLowerCase()}`, revenue.current.payments],
    [`${L.revenue} ${L.previous.toLowerCase()} (Rp)`, revenue.previous.amount],
    [`${L.revenue} ${L.lastYear.toLowerCase()} (Rp)`, revenue.lastYear.amount],
    [`${L.billed} ${L.current.toLowerCase()} (Rp)`, collection.current.billed],
    [`${L.collected} ${L.current.toLowerCase()} (Rp)`, collection.current.collected],
    [`${L.collectionRate} ${L.current.toLowerCase()} (%)`, collection.current.rate],
    [`${L.collectionRate} ${L.previous.toLowerCase()} (%)`, collection.previous.rate],
    [`${L.collectionRate} ${L.lastYear.toLowerCase()} (%)`, collection.lastYear.rate],
    [`${L.arrearsAmount} (Rp)`, arrears.amount],
    [L.arrearsBills, arrears.bills],
    [L.arrearsMembers, arrears.members],
  ];
  const months: XlsxCell[][] = [
    [L.month, `${L.revenue} (Rp)`, L.payments],
    ...report.months.map((row) => [monthLabel(row.month), row.amount, row.payments]),
    [L.total, revenue.current.amount, revenue.current.payments],
  ];
  const methods: XlsxCell[][] = [
    [L.method, `${L.revenue} (Rp)`, L.payments, `${L.share} (%)`],
    ...report.methods.map((row) => [
      paymentMethodLabels[row.method],
      row.amount,
      row.payments,
      shareOf(row.amount, revenue.current.amount),
    ]),
    [L.total, revenue.current.amount, revenue.current.payments, revenue.current.amount > 0 ? 100 : null],
  ];
  const categories: XlsxCell[][] = [
    [L.category, `${L.revenue} (Rp)`, L.settledBills, `${L.share} (%)`],
    ...report.categories.map((row) => [row.name, row.amount, row.bills, row.share]),
  ];
  const chapters: XlsxCell[][] = [
    [L.chapter, L.level, `${L.amount} (Rp)`, L.bills, L.members],
    ...report.arrearsByChapter.map((row) => [row.name, row.level, row.amount, row.bills, row.members]),
    // A member behind in two chapters counts once in the total.
    [L.total, null, arrears.amount, arrears.bills, arrears.members],
  ];
  return [
    { sheetName: L.summary, columnWidths: [44, 40], rows: summary },
    { sheetName: 'Bulanan', columnWidths: [18, 18, 14], rows: months },
    { sheetName: 'Metode', columnWidths: [18, 18, 14, 12], rows: methods },
    { sheetName: 'Kategori', columnWidths: [32, 18, 16, 12], rows: categories },
    { sheetName: 'Tunggakan', columnWidths: [32, 10, 18, 12, 12], rows: chapters },
  ];
}

/** The file in `format`, named after its period: `laporan-keuangan-2026-q4.xlsx`. */
export async function financialReportFileResponse(
  format: ReportExportFormat,
  file: FinancialReportFile,
): Promise<Response> {
  const name = `${reportFileStem(file.report.period)}.${format}`;
  if (format === 'xlsx') return fileResponse(writeXlsxSheets(financialReportSheets(file)), XLSX_MIME_TYPE, name);
  return fileResponse(await buildFinancialReportPdf(file), 'application/pdf', name);
}
