/**
 * The financial report's exported words (Indonesian): its period, figures and the analysis sentences
 * computed from them. Numbers are written here, not by Intl, so the text does not depend on the
 * runtime's ICU data: `Rp1.250.000`, `1.234`, `12,5%`.
 */
import type { FinancialReport, ReportPeriod } from '../../_shared/contracts/reports.ts';
import { paymentMethodLabels } from '../../_shared/contracts/payment-labels.ts';
import { rupiahInFigures } from '../../_shared/money/amount-in-figures.ts';
import { MONTHS, wibDateTime } from '../../_shared/receipts/receipt-text.ts';

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
  arrears: 'Tunggakan per Wilayah',
  analysis: 'Analisis',
  item: 'Keterangan',
  value: 'Nilai',
  month: 'Bulan',
  method: 'Metode',
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

export interface FinancialReportFile {
  report: FinancialReport;
  /** Whose figures: the organizations where the caller holds reports.view, in words. */
  scope: string;
  generatedAt: Date;
}

const periodNouns: Record<ReportPeriod, string> = { month: 'bulan', quarter: 'kuartal', year: 'tahun' };
const QUARTERS = ['I', 'II', 'III', 'IV'] as const;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** `November 2026` for a month's first day. */
export function monthLabel(date: string): string {
  const [year, month] = parts(date);
  return `${MONTHS[month - 1]} ${year}`;
}

/** `28 November 2026`. */
export function dayLabel(date: string): string {
  const [year, month, day] = parts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `November 2026`, `Kuartal IV 2026 (Oktober – Desember)`, `Tahun 2026`. */
export function periodLabel(period: FinancialReport['period']): string {
  const [year, month] = parts(period.from);
  if (period.kind === 'month') return monthLabel(period.from);
  if (period.kind === 'year') return `Tahun ${year}`;
  const last = parts(period.to)[1];
  return `Kuartal ${QUARTERS[Math.floor((month - 1) / 3)]} ${year} (${MONTHS[month - 1]} – ${MONTHS[last - 1]})`;
}

/** The file's name without extension: `laporan-keuangan-2026-11`, `laporan-keuangan-2026-q4`, `laporan-keuangan-2026`. */
export function reportFileStem(period: FinancialReport['period']): string {
  const [year, month] = parts(period.from);
  const suffix =
    period.kind === 'month'
      ? `-${String(month).padStart(2, '0')}`
      : period.kind === 'quarter'
        ? `-q${Math.floor((month - 1) / 3) + 1}`
        : '';
  return `laporan-keuangan-${year}${suffix}`;
}

/** `1.234` */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** `12,5%` (one decimal, a comma); `-` for no figure. */
export function formatPercent(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return reportLabels.none;
  const [whole, decimal] = Math.abs(n).toFixed(1).split('.') as [string, string];
  const text = `${formatCount(Number(whole))},${decimal}%`;
  return n < 0 && text !== '0,0%' ? `-${text}` : text;
}

export const formatRupiah = rupiahInFigures;

/** A share of a total in percent, one decimal; null when the total is nothing. */
export function shareOf(part: number, total: number): number | null {
  return total === 0 ? null : Math.round((1000 * part) / total) / 10;
}

/** How `current` stands against `previous`: "naik 12,5%", "turun 3,0%", "tetap", or the rise from nothing in rupiah. */
function change(current: number, previous: number): string {
  if (current === previous) return 'tetap';
  if (previous === 0) return `naik ${formatRupiah(current)}`;
  const percent = (Math.abs(current - previous) / previous) * 100;
  return `${current > previous ? 'naik' : 'turun'} ${formatPercent(percent)}`;
}

/** The analysis: sentences with the report's own figures in them, nothing else. */
export function analysisSentences(report: FinancialReport): string[] {
  const noun = periodNouns[report.period.kind];
  const { revenue, collection, arrears } = report;
  const sentences: string[] = [];

  sentences.push(
    `Pendapatan ${periodLabel(report.period)} ${formatRupiah(revenue.current.amount)} dari ` +
      `${formatCount(revenue.current.payments)} pembayaran, ${change(revenue.current.amount, revenue.previous.amount)} ` +
      `dibanding ${noun} sebelumnya (${formatRupiah(revenue.previous.amount)}).`,
  );
  sentences.push(
    `Dibanding ${noun} yang sama tahun lalu (${formatRupiah(revenue.lastYear.amount)}), pendapatan ` +
      `${change(revenue.current.amount, revenue.lastYear.amount)}.`,
  );

  if (collection.current.billed === 0) {
    sentences.push(`Tidak ada tagihan yang jatuh tempo dalam periode ini.`);
  } else {
    const previousRate =
      collection.previous.rate === null ? '' : ` (${noun} sebelumnya ${formatPercent(collection.previous.rate)})`;
    sentences.push(
      `Tingkat penagihan ${formatPercent(collection.current.rate)}${previousRate}: ${formatRupiah(collection.current.collected)} ` +
        `dari ${formatRupiah(collection.current.billed)} tagihan yang jatuh tempo dalam periode ini telah dibayar.`,
    );
  }

  const topMethod = report.methods[0];
  if (topMethod && revenue.current.amount > 0) {
    sentences.push(
      `Metode pembayaran terbesar: ${paymentMethodLabels[topMethod.method]}, ${formatRupiah(topMethod.amount)} ` +
        `(${formatPercent(shareOf(topMethod.amount, revenue.current.amount))} dari pendapatan).`,
    );
  }
  if (report.months.length > 1 && revenue.current.amount > 0) {
    const best = report.months.reduce((top, row) => (row.amount > top.amount ? row : top));
    sentences.push(`Bulan dengan pendapatan tertinggi: ${monthLabel(best.month)} (${formatRupiah(best.amount)}).`);
  }

  if (arrears.amount === 0) {
    sentences.push('Tidak ada tunggakan saat ini.');
  } else {
    const largest = report.arrearsByChapter[0];
    const where =
      largest && report.arrearsByChapter.length > 1
        ? `, terbesar di ${largest.name} (${formatRupiah(largest.amount)})`
        : '';
    sentences.push(
      `Tunggakan saat ini ${formatRupiah(arrears.amount)} dari ${formatCount(arrears.bills)} tagihan ` +
        `milik ${formatCount(arrears.members)} anggota${where}.`,
    );
  }
  return sentences;
}

/** The report's facts as label–value rows: the summary sheet, the PDF's heading details. */
export function reportDetails({ report, scope, generatedAt }: FinancialReportFile): [string, string][] {
  return [
    [reportLabels.period, periodLabel(report.period)],
    [reportLabels.scope, scope],
    [reportLabels.generatedAt, wibDateTime(generatedAt)],
    [reportLabels.asOf, wibDateTime(new Date(report.asOf))],
  ];
}
