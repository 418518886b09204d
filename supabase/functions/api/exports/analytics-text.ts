/**
 * The analytics trend view's exported words (Indonesian) and its window, beside the financial
 * report's shared ones (scope, generation time, numbers: financial-report-text.ts).
 */
import type { Analytics } from '../../_shared/contracts/analytics.ts';
import { wibDateTime } from '../../_shared/receipts/receipt-text.ts';
import { dayLabel, reportLabels } from './financial-report-text.ts';

/** The figures as a file: whose (the organizations where the caller holds reports.view) and when made. */
export interface AnalyticsFile {
  report: Analytics;
  scope: string;
  generatedAt: Date;
}

export const analyticsLabels = {
  title: 'Analitik',
  fileName: 'analitik',
  window: 'Rentang waktu',
  figure: 'Angka',
  membersNow: 'Anggota saat ini',
  collectionRate: 'Tingkat penagihan',
  billed: 'Ditagih',
  collected: 'Terbayar',
  medianWait: 'Median waktu verifikasi (hari)',
  behind: 'Anggota menunggak',
  members: 'Anggota dari Waktu ke Waktu',
  collection: 'Tingkat Penagihan per Bulan',
  transfers: 'Mutasi Masuk dan Keluar',
  registrations: 'Pendaftaran dan Verifikasi',
  arrears: 'Umur Tunggakan',
  month: 'Bulan',
  age: 'Umur tunggakan',
  total: 'Anggota',
  active: 'Aktif',
  joins: 'Bergabung',
  exits: 'Keluar',
  net: 'Perubahan bersih',
  rate: 'Tingkat penagihan',
  transfersIn: 'Mutasi masuk',
  transfersOut: 'Mutasi keluar',
  applications: 'Pendaftaran',
  verifications: 'Verifikasi',
  rejections: 'Ditolak',
  medianDays: 'Median hari menunggu',
  bills: 'Tagihan',
  amount: 'Jumlah',
  buckets: { '1-7': '1–7 hari', '8-30': '8–30 hari', '>30': 'Lebih dari 30 hari' },
} as const satisfies Record<string, unknown> & { buckets: Record<Analytics['arrears'][number]['bucket'], string> };

/** `12 bulan terakhir (1 Desember 2025 – 30 November 2026)`. */
export function analyticsWindowLabel({ months, from, to }: Pick<Analytics, 'months' | 'from' | 'to'>): string {
  return `${months} bulan terakhir (${dayLabel(from)} – ${dayLabel(to)})`;
}

/** `analitik-2025-12-2026-11`: the first and the last month of the window. */
export function analyticsFileStem({ from, to }: Pick<Analytics, 'from' | 'to'>): string {
  return `${analyticsLabels.fileName}-${from.slice(0, 7)}-${to.slice(0, 7)}`;
}

/** The file's facts as label–value rows: the summary sheet, the PDF's heading details. */
export function analyticsDetails({ report, scope, generatedAt }: AnalyticsFile): [string, string][] {
  return [
    [analyticsLabels.window, analyticsWindowLabel(report)],
    [reportLabels.scope, scope],
    [reportLabels.generatedAt, wibDateTime(generatedAt)],
    [reportLabels.asOf, wibDateTime(new Date(report.asOf))],
  ];
}
