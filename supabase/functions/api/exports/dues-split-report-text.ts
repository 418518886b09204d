/**
 * The dues split report's exported words (Indonesian), beside the financial report's shared ones
 * (period, scope, generation time: financial-report-text.ts).
 */
import type { DuesShares, DuesSplitReport } from '../../_shared/contracts/dues-split-report.ts';
import { type ReportFile, formatRupiah } from './financial-report-text.ts';

export type DuesSplitReportFile = ReportFile<DuesSplitReport>;

export const duesSplitLabels = {
  title: 'Laporan Pembagian Iuran',
  fileName: 'laporan-pembagian-iuran',
  summary: 'Ringkasan',
  levels: 'Bagian per Tingkat',
  provinces: 'Bagian per DPW',
  chapters: 'Bagian per DPC',
  level: 'Tingkat',
  share: 'Bagian',
  portion: 'Porsi',
  province: 'DPW',
  chapter: 'DPC',
  payments: 'Pembayaran',
  amount: 'Total pembayaran',
  dpp: 'Bagian DPP',
  dpw: 'Bagian DPW',
  dpc: 'Bagian DPC',
  sharesTotal: 'Total bagian',
  reconciled: 'Cocok dengan pembayaran',
  yes: 'Ya',
  no: 'Tidak',
  levelNames: { dpp: 'DPP (pusat)', dpw: 'DPW (provinsi)', dpc: 'DPC (kabupaten/kota)' },
} as const;

export const LEVELS = ['dpp', 'dpw', 'dpc'] as const;

/** A level's portion of the payments in percent (one decimal), or null without payments. */
export function portionOf(shares: DuesShares, level: (typeof LEVELS)[number]): number | null {
  return shares.amount === 0 ? null : Math.round((1000 * shares[level]) / shares.amount) / 10;
}

/** The reconciliation in a sentence: "Total bagian sama dengan total pembayaran: Rp1.500.000". */
export function reconciliationSentence({ reconciliation }: DuesSplitReport): string {
  const { payments, shares, balanced } = reconciliation;
  return balanced
    ? `Total bagian sama dengan total pembayaran: ${formatRupiah(payments)}`
    : `Total bagian ${formatRupiah(shares)} tidak sama dengan total pembayaran ${formatRupiah(payments)} ` +
        `(selisih ${formatRupiah(Math.abs(payments - shares))}).`;
}
