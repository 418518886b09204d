import { z } from 'zod';
import { reportExportFormats, reportMessages, reportPeriods } from './reports.ts';

/** `GET /reports/dues-split?period&date`: the month, quarter or year holding `date` (default today, WIB). */
export const duesSplitReportQuerySchema = z.object({
  period: z.enum(reportPeriods, { error: reportMessages.periodInvalid }).default('month'),
  date: z.iso.date({ error: reportMessages.dateInvalid }).optional(),
});
export type DuesSplitReportQuery = z.input<typeof duesSplitReportQuerySchema>;

/** `GET /reports/dues-split/export?period&date&format`: the same report as a file. */
export const duesSplitReportExportQuerySchema = duesSplitReportQuerySchema.extend({
  format: z.enum(reportExportFormats, { error: reportMessages.formatInvalid }).default('xlsx'),
});
export type DuesSplitReportExportQuery = z.input<typeof duesSplitReportExportQuerySchema>;

const count = z.number().int().nonnegative();
const rupiah = z.number().int();

/**
 * Completed payments (net of refunds) and the shares of them each level receives, from the split
 * ledger (credits less reversals); the three shares of a row sum to its amount when the ledger holds.
 */
const shares = z.object({ payments: count, amount: rupiah, dpp: rupiah, dpw: rupiah, dpc: rupiah });
export type DuesShares = z.infer<typeof shares>;

/** `GET /reports/dues-split`: the report as `public.dues_split_report` answers it. */
export const duesSplitReportSchema = z.object({
  period: z.object({ kind: z.enum(reportPeriods), from: z.iso.date(), to: z.iso.date() }),
  /** The whole scope: what goes to DPP, to the DPWs and to the DPCs. */
  totals: shares,
  /** Per DPW of the scope's chapters (a DPC officer: its own DPW, what it owes it). */
  provinces: z.array(z.object({ organizationId: z.guid(), name: z.string() }).extend(shares.shape)),
  /** Per DPC of the scope, every one of them, with none collected too. */
  chapters: z.array(
    z
      .object({ organizationId: z.guid(), name: z.string(), provinceId: z.guid(), provinceName: z.string() })
      .extend(shares.shape),
  ),
  /** The completed payments of the scope and period against the sum of the shares. */
  reconciliation: z.object({ payments: rupiah, shares: rupiah, balanced: z.boolean() }),
  /** When the figures were read (the report's "data per" line). */
  asOf: z.iso.datetime({ offset: true }),
});
export type DuesSplitReport = z.infer<typeof duesSplitReportSchema>;
