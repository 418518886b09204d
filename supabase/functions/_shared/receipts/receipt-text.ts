/** The receipt's printed words (Indonesian) and its WIB time stamp. */
import { DEFAULT_TIME_ZONE } from '../calendar.ts';

export const receiptLabels = {
  title: 'Bukti Pembayaran Iuran',
  number: 'Nomor',
  continued: 'lanjutan',
  memberName: 'Nama',
  nap: 'NAP',
  paidAt: 'Tanggal bayar',
  method: 'Metode',
  receivedBy: 'Diterima oleh',
  receivingChapter: 'DPC penerima',
  transactionId: 'ID transaksi',
  billCategory: 'Kategori',
  billPeriod: 'Periode',
  billAmount: 'Jumlah',
  total: 'Total',
  inWords: 'Terbilang',
  verify: 'Pindai kode QR atau buka alamat di bawah ini untuk memastikan bukti pembayaran ini asli.',
  footer: 'Bukti pembayaran ini dibuat secara elektronik dan sah tanpa tanda tangan.',
} as const;

/** Indonesian month names, January first. */
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

// Numeric parts only, so the month names and the "14.05" separator do not depend on ICU locale data.
const wibParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as printed on a receipt: `25 November 2026 14.05 WIB` (Asia/Jakarta). */
export function wibDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid payment time');
  const parts = wibParts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${Number(part('day'))} ${MONTHS[Number(part('month')) - 1]} ${part('year')} ${part('hour')}.${part('minute')} WIB`;
}
