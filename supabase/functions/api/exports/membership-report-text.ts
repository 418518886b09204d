/**
 * The membership report's exported words (Indonesian) and its period, beside the financial report's
 * shared ones (scope, generation time, numbers: financial-report-text.ts).
 */
import type { MembershipFigures, MembershipRegion } from '../../_shared/contracts/membership-report.ts';
import { wibDateTime } from '../../_shared/receipts/receipt-text.ts';
import { dayLabel, periodLabel, reportLabels } from './financial-report-text.ts';

/** The report as a file: its figures, its highlights' sentences, whose, and when it was made. */
export interface MembershipReportFile {
  report: MembershipFigures;
  highlights: string[];
  scope: string;
  generatedAt: Date;
}

export const membershipLabels = {
  title: 'Laporan Keanggotaan',
  fileName: 'laporan-keanggotaan',
  region: 'Wilayah',
  allRegions: 'Semua wilayah',
  previousPeriod: 'Periode pembanding',
  figure: 'Angka',
  current: 'Periode ini',
  previous: 'Periode sebelumnya',
  total: 'Total anggota',
  new: 'Anggota baru',
  active: 'Anggota aktif',
  inactive: 'Anggota tidak aktif',
  expiringSoon: 'Berakhir dalam 30 hari',
  pendingApplications: 'Permohonan menunggu verifikasi',
  distribution: 'Sebaran Anggota',
  province: 'Provinsi',
  chapter: 'DPC',
  members: 'Anggota',
  activeShort: 'Aktif',
  newShort: 'Baru',
  types: 'Jenis Keanggotaan',
  type: 'Jenis',
  typeNames: { BIASA: 'Anggota Biasa', LUAR_BIASA: 'Anggota Luar Biasa', KEHORMATAN: 'Anggota Kehormatan' },
  months: 'Pertumbuhan Bulanan',
  month: 'Bulan',
  joins: 'Bergabung',
  exits: 'Keluar',
  returns: 'Aktif kembali',
  transfersIn: 'Pindah masuk',
  transfersOut: 'Pindah keluar',
  net: 'Bersih',
  highlights: 'Sorotan dan Rekomendasi',
  regionNames: {
    jawa: 'Jawa',
    sumatera: 'Sumatera',
    kalimantan: 'Kalimantan',
    sulawesi: 'Sulawesi',
    bali_nusa_tenggara: 'Bali dan Nusa Tenggara',
    maluku_papua: 'Maluku dan Papua',
  } satisfies Record<MembershipRegion, string>,
} as const;

type Period = MembershipFigures['period'];

/** `Minggu 23 November 2026 – 29 November 2026`, `1 Desember 2026 – 10 Januari 2027`, or the financial report's month, quarter or year. */
export function membershipPeriodLabel({ kind, from, to }: Pick<Period, 'kind' | 'from' | 'to'>): string {
  if (kind === 'week') return `Minggu ${dayLabel(from)} – ${dayLabel(to)}`;
  if (kind === 'custom') return `${dayLabel(from)} – ${dayLabel(to)}`;
  return periodLabel({ kind, from, to });
}

/** `laporan-keanggotaan-2026-11`, `…-2026-q4`, `…-2026`, `…-2026-11-23` (a week), `…-2026-12-01-2027-01-10` (a range). */
export function membershipFileStem({ kind, from, to }: Period): string {
  const name = membershipLabels.fileName;
  if (kind === 'week') return `${name}-${from}`;
  if (kind === 'custom') return `${name}-${from}-${to}`;
  const [year, month] = from.split('-').map(Number) as [number, number];
  const suffix =
    kind === 'month'
      ? `-${String(month).padStart(2, '0')}`
      : kind === 'quarter'
        ? `-q${Math.floor((month - 1) / 3) + 1}`
        : '';
  return `${name}-${year}${suffix}`;
}

/** The report's facts as label–value rows: the summary sheet, the PDF's heading details. */
export function membershipDetails({ report, scope, generatedAt }: MembershipReportFile): [string, string][] {
  const { period } = report;
  return [
    [reportLabels.period, membershipPeriodLabel(period)],
    [
      membershipLabels.previousPeriod,
      membershipPeriodLabel({ kind: period.kind, from: period.previousFrom, to: period.previousTo }),
    ],
    [
      membershipLabels.region,
      report.region ? membershipLabels.regionNames[report.region] : membershipLabels.allRegions,
    ],
    [reportLabels.scope, scope],
    [reportLabels.generatedAt, wibDateTime(generatedAt)],
    [reportLabels.asOf, wibDateTime(new Date(report.asOf))],
  ];
}
