/**
 * The financial report's exported words (Indonesian): its labels and period. The numbers are
 * written as the analysis writes them (`_shared/reports/financial-analysis.ts`), not by Intl.
 */
import type { FinancialFigures } from '../../_shared/contracts/reports.ts';
import { rupiahInFigures } from '../../_shared/money/amount-in-figures.ts';
import { MONTHS, wibDateTime } from '../../_shared/receipts/receipt-text.ts';
import { monthLabel } from '../../_shared/reports/financial-analysis.ts';

export { formatCount, formatPercent, monthLabel, shareOf } from '../../_shared/reports/financial-analysis.ts';
export const formatRupiah = rupiahInFigures;

export const reportLabels = {
  title: 'Laporan Keuangan',
  period: 'Periode',
  from: 'Dari tanggal',
  to: 'Sampai tanggal',
  scope: 'Cakupan',
  generatedAt: 'Dibuat',
  asOf: 'Data per',
  continued: 'lanjutan',
  summary: 'Ringkasan',
  comparison: 'Perbandingan',
  months: 'Pendapatan per Bulan',
  methods: 'Metode Pembayaran',
  categories: 'Pendapatan per Kategori Iuran',
  arrears: 'Tunggakan per Wilayah',
  analysis: 'Analisis',
  item: 'Keterangan',
  value: 'Nilai',
  month: 'Bulan',
  method: 'Metode',
  category: 'Kategori Iuran',
  settledBills: 'Tagihan terbayar',
  chapter: 'Wilayah',
  level: 'Tingkat',
  revenue: 'Pendapatan',
  payments: 'Pembayaran',
  share: 'Porsi',
  amount: 'Tunggakan',
  bills: 'Tagihan',
  members: 'Anggota',
  total: 'Total',
  current: 'Periode ini',
  previous: 'Periode sebelumnya',
  lastYear: 'Periode yang sama tahun lalu',
  lastYearShort: 'Tahun lalu',
  totalRevenue: 'Total pendapatan',
  paymentCount: 'Jumlah pembayaran',
  monthlyRevenue: 'Rata-rata pendapatan per bulan',
  billed: 'Tagihan jatuh tempo',
  collected: 'Tagihan terbayar',
  collectionRate: 'Tingkat penagihan',
  arrearsAmount: 'Tunggakan',
  arrearsBills: 'Tagihan menunggak',
  arrearsMembers: 'Anggota menunggak',
  none: '-',
  noRows: 'Tidak ada data.',
} as const;

export type FinancialReportFile = ReportFile<FinancialFigures>;

const QUARTERS = ['I', 'II', 'III', 'IV'] as const;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** `28 November 2026`. */
export function dayLabel(date: string): string {
  const [year, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `November 2026`, `Kuartal IV 2026 (Oktober – Desember)`, `Tahun 2026`. */
export function periodLabel(period: FinancialFigures['period']): string {
  const [year, month] = parts(period.from);
  if (period.kind === 'month') return monthLabel(period.from);
  if (period.kind === 'year') return `Tahun ${year}`;
  const last = parts(period.to)[1];
  return `Kuartal ${QUARTERS[Math.floor((month - 1) / 3)]} ${year} (${MONTHS[month - 1]} – ${MONTHS[last - 1]})`;
}

/**
 * The file's name without extension: `laporan-keuangan-2026-11`, `laporan-keuangan-2026-q4`,
 * `laporan-keuangan-2026`; another report's under its own name (`laporan-pembagian-iuran-2026-11`).
 */
export function reportFileStem(period: FinancialFigures['period'], name = 'laporan-keuangan'): string {
  const [year, month] = parts(period.from);
  const suffix =
    period.kind === 'month'
      ? `-${String(month).padStart(2, '0')}`
      : period.kind === 'quarter'
        ? `-q${Math.floor((month - 1) / 3) + 1}`
        : '';
  return `${name}-${year}${suffix}`;
}

/** A report as a file: its figures (a period and when they were read), whose, and when it was made. */
export interface ReportFile<R extends { period: FinancialFigures['period']; asOf: string }> {
  report: R;
  /** Whose figures: the organizations where the caller holds reports.view, in words. */
  scope: string;
  generatedAt: Date;
}

/** Whose figures, in words: at most three organizations by name, then how many more. */
export function scopeLabel(names: string[]): string {
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} dan ${names.length - 3} lainnya`;
}

/** A report's facts as label–value rows: the summary sheet, the PDF's heading details. */
export function reportDetails({
  report,
  scope,
  generatedAt,
}: ReportFile<{ period: FinancialFigures['period']; asOf: string }>): [string, string][] {
  return [
    [reportLabels.period, periodLabel(report.period)],
    [reportLabels.scope, scope],
    [reportLabels.generatedAt, wibDateTime(generatedAt)],
    [reportLabels.asOf, wibDateTime(new Date(report.asOf))],
  ];
}
