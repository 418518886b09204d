// The membership report as a file (issue 27 §1, §5): the period's label and the file's name for a
// week, a month, a quarter, a year and a date range; the workbook's sheets carry the report's own
// figures (cards against the previous period, distribution, types, monthly growth, highlights) as
// numbers; the PDF is a PDF.
import { describe, expect, it } from 'vitest';
import type { MembershipFigures } from '../../supabase/functions/_shared/contracts/membership-report.ts';
import { membershipReportSheets } from '../../supabase/functions/api/exports/membership-report-export.ts';
import { buildMembershipReportPdf } from '../../supabase/functions/api/exports/membership-report-pdf.ts';
import {
  membershipFileStem,
  membershipPeriodLabel,
  type MembershipReportFile,
} from '../../supabase/functions/api/exports/membership-report-text.ts';

const report: MembershipFigures = {
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-30', previousFrom: '2026-10-01', previousTo: '2026-10-31' },
  region: 'jawa',
  cards: {
    current: { total: 120, new: 6, active: 100, inactive: 20 },
    previous: { total: 115, new: 4, active: 98, inactive: 17 },
  },
  byStatus: { ACTIVE: 100, INACTIVE: 12, EXPIRED: 6, SUSPENDED: 2 },
  types: [
    { type: 'BIASA', total: 110, active: 92, new: 6 },
    { type: 'LUAR_BIASA', total: 8, active: 6, new: 0 },
    { type: 'KEHORMATAN', total: 2, active: 2, new: 0 },
  ],
  distribution: {
    level: 'chapter',
    rows: [
      {
        organizationId: '00000000-0000-4000-8000-000000003273',
        name: 'Kota Bandung',
        bpsCode: '3273',
        region: 'jawa',
        latitude: -6.91,
        longitude: 107.61,
        total: 120,
        active: 100,
        new: 6,
      },
    ],
  },
  months: [
    {
      month: '2026-11-01',
      joins: 6,
      exits: 2,
      returns: 1,
      transfersIn: 1,
      transfersOut: 1,
      net: 5,
      total: 120,
      active: 100,
      previousTotal: 115,
      previousActive: 98,
    },
  ],
  expiringSoon: 3,
  pendingApplications: 2,
  asOf: '2026-11-28T03:00:00.000+00:00',
};
const file: MembershipReportFile = {
  report,
  highlights: ['6 anggota baru pada periode ini, naik 50,0% dibanding periode sebelumnya (4).'],
  scope: 'DPC Kota Bandung',
  generatedAt: new Date('2026-11-28T03:05:00Z'),
};

describe('the membership report export', () => {
  it('names the period and the file after it', () => {
    const week = { kind: 'week' as const, from: '2026-11-23', to: '2026-11-29' };
    const range = { kind: 'custom' as const, from: '2026-12-01', to: '2027-01-10' };
    const previous = { previousFrom: '2026-01-01', previousTo: '2026-01-01' };
    expect(membershipPeriodLabel(week)).toBe('Minggu 23 November 2026 – 29 November 2026');
    expect(membershipPeriodLabel(range)).toBe('1 Desember 2026 – 10 Januari 2027');
    expect(membershipPeriodLabel(report.period)).toBe('November 2026');
    expect(membershipFileStem({ ...week, ...previous })).toBe('laporan-keanggotaan-2026-11-23');
    expect(membershipFileStem({ ...range, ...previous })).toBe('laporan-keanggotaan-2026-12-01-2027-01-10');
    expect(membershipFileStem(report.period)).toBe('laporan-keanggotaan-2026-11');
    expect(membershipFileStem({ kind: 'quarter', from: '2026-10-01', to: '2026-12-31', ...previous })).toBe(
      'laporan-keanggotaan-2026-q4',
    );
  });

  it('writes the report’s own figures to the workbook, as numbers', () => {
    const sheets = membershipReportSheets(file);
    expect(sheets.map((sheet) => sheet.sheetName)).toEqual([
      'Ringkasan',
      'Angka',
      'Sebaran',
      'Jenis Keanggotaan',
      'Pertumbuhan Bulanan',
      'Sorotan',
    ]);
    const [summary, figures, distribution, types, months, highlights] = sheets.map((sheet) => sheet.rows);
    expect(summary).toContainEqual(['Periode', 'November 2026']);
    expect(summary).toContainEqual(['Wilayah', 'Jawa']);
    expect(summary).toContainEqual(['Cakupan', 'DPC Kota Bandung']);
    expect(figures).toEqual([
      ['Angka', 'Periode ini', 'Periode sebelumnya'],
      ['Total anggota', 120, 115],
      ['Anggota baru', 6, 4],
      ['Anggota aktif', 100, 98],
      ['Anggota tidak aktif', 20, 17],
      ['Berakhir dalam 30 hari', 3, null],
      ['Permohonan menunggu verifikasi', 2, null],
    ]);
    expect(distribution).toEqual([
      ['DPC', 'Wilayah', 'Anggota', 'Aktif', 'Baru'],
      ['Kota Bandung', 'Jawa', 120, 100, 6],
    ]);
    expect(types?.slice(1)).toEqual([
      ['Anggota Biasa', 110, 92, 6],
      ['Anggota Luar Biasa', 8, 6, 0],
      ['Anggota Kehormatan', 2, 2, 0],
    ]);
    expect(months).toEqual([
      ['Bulan', 'Bergabung', 'Keluar', 'Aktif kembali', 'Pindah masuk', 'Pindah keluar', 'Bersih'],
      [{ date: '2026-11-01' }, 6, 2, 1, 1, 1, 5],
    ]);
    expect(highlights).toEqual([['Sorotan dan Rekomendasi'], [file.highlights[0]]]);
  });

  it('builds a PDF', async () => {
    const pdf = await buildMembershipReportPdf(file);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const empty = await buildMembershipReportPdf({
      ...file,
      report: { ...report, distribution: { level: 'province', rows: [] } },
      highlights: [],
    });
    expect(new TextDecoder().decode(empty.subarray(0, 5))).toBe('%PDF-');
  });
});
