import { z } from 'zod';
import { noticeFields } from '../envelope.ts';
import { paymentMethods } from './payments.ts';

/** The officers' reports (issue 27): the periods they cover and what they answer. */
export const reportPeriods = ['month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportMessages = {
  periodInvalid: 'validation:reports.periodInvalid',
  dateInvalid: 'validation:reports.dateInvalid',
  formatInvalid: 'validation:reports.formatInvalid',
} as const;

/** `GET /reports/financial?period&date`: the month, quarter or year holding `date` (default today, WIB). */
export const financialReportQuerySchema = z.object({
  period: z.enum(reportPeriods, { error: reportMessages.periodInvalid }).default('month'),
  date: z.iso.date({ error: reportMessages.dateInvalid }).optional(),
});
export type FinancialReportQuery = z.input<typeof financialReportQuerySchema>;

/** The files a report exports to. */
export const reportExportFormats = ['xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof reportExportFormats)[number];

/** `GET /reports/financial/export?period&date&format`: the same report as a file. */
export const financialReportExportQuerySchema = financialReportQuerySchema.extend({
  format: z.enum(reportExportFormats, { error: reportMessages.formatInvalid }).default('xlsx'),
});
export type FinancialReportExportQuery = z.input<typeof financialReportExportQuerySchema>;

const count = z.number().int().nonnegative();
const rupiah = z.number().int();
const revenue = z.object({ amount: rupiah, payments: count });
/** Bills due in a period (waived ones left out) and what of them is paid; rate in percent, one decimal. */
const collection = z.object({ billed: rupiah, collected: rupiah, rate: z.number().nullable() });
const compared = <T extends z.ZodType>(figures: T) =>
  z.object({ current: figures, previous: figures, lastYear: figures });

/** The report's figures, as `public.financial_report` answers them. */
export const financialFiguresSchema = z.object({
  period: z.object({ kind: z.enum(reportPeriods), from: z.iso.date(), to: z.iso.date() }),
  revenue: compared(revenue),
  collection: compared(collection),
  /**
   * Completed payments per WIB month of the period, and the scope's revenue target of the month
   * (null without one): the sum over the caller's highest chapters of each one's own target, else its
   * chapters' (a DPW without its own counts its DPCs').
   */
  months: z.array(z.object({ month: z.iso.date(), target: rupiah.nullable() }).extend(revenue.shape)),
  methods: z.array(z.object({ method: z.enum(paymentMethods) }).extend(revenue.shape)),
  /**
   * What the period's completed payments settled of bills of each dues category (largest first), and
   * its share in percent (one decimal) of what they settled in all categories.
   */
  categories: z.array(
    z.object({ categoryId: z.guid(), name: z.string(), amount: rupiah, bills: count, share: z.number().nullable() }),
  ),
  /** Unpaid bills past their due date, today. */
  arrears: z.object({ amount: rupiah, bills: count, members: count }),
  /** The same per chapter of the scope; per province for a national officer. */
  arrearsByChapter: z.array(
    z.object({
      organizationId: z.guid(),
      name: z.string(),
      level: z.enum(['DPP', 'DPW', 'DPC']),
      amount: rupiah,
      bills: count,
      members: count,
    }),
  ),
  /** When the figures were read (the report's "data per" line). */
  asOf: z.iso.datetime({ offset: true }),
});
export type FinancialFigures = z.infer<typeof financialFiguresSchema>;

/** `GET /reports/financial`: the figures and their analysis, each sentence keyed (`notices:reports.…`). */
export const financialReportSchema = financialFiguresSchema.extend({
  analysis: z.array(z.object(noticeFields)),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;
