// The financial report's words (issue 27 §2, §5): the period's label and file name, and the
// analysis sentences, which carry the report's own figures and no others, keyed for the page and
// in Indonesian for the PDF.
import { describe, expect, it } from 'vitest';
import type { FinancialFigures } from '../../supabase/functions/_shared/contracts/reports.ts';
import { financialAnalysis } from '../../supabase/functions/_shared/reports/financial-analysis.ts';
import {
  formatPercent,
  periodLabel,
  reportFileStem,
} from '../../supabase/functions/api/exports/financial-report-text.ts';
import { sampleFinancialReport as report } from '../support/financial-report-sample.ts';

describe('the financial report export text', () => {
  it('names the period and the file after it', () => {
    expect(periodLabel(report.period)).toBe('Kuartal IV 2026 (Oktober – Desember)');
    expect(reportFileStem(report.period)).toBe('laporan-keuangan-2026-q4');
    expect(reportFileStem({ kind: 'month', from: '2026-03-01', to: '2026-03-31' })).toBe('laporan-keuangan-2026-03');
    expect(periodLabel({ kind: 'year', from: '2025-01-01', to: '2025-12-31' })).toBe('Tahun 2025');
    expect(reportFileStem({ kind: 'year', from: '2025-01-01', to: '2025-12-31' })).toBe('laporan-keuangan-2025');
  });

  it('writes percentages the Indonesian way', () => {
    expect([12.5, 0, 100, 1234.56, -3.04, null].map(formatPercent)).toEqual([
      '12,5%',
      '0,0%',
      '100,0%',
      '1.234,6%',
      '-3,0%',
      '-',
    ]);
  });

  it('computes the analysis from the figures', () => {
    const analysis = financialAnalysis(report);
    expect(analysis.map((sentence) => sentence.message)).toEqual([
      'Pendapatan periode ini Rp1.250.000 dari 10 pembayaran, naik 12,5% dibanding periode sebelumnya (Rp1.111.111).',
      'Tingkat penagihan 62,5% (Rp1.250.000 dari Rp2.000.000) di bawah 80%: kirim pengingat kepada anggota yang menunggak.',
      'Metode pembayaran terbesar: QRIS, Rp1.000.000 (80,0% dari pendapatan).',
      'Bulan dengan pendapatan tertinggi: November 2026 (Rp1.000.000).',
      'Tunggakan saat ini Rp3.500.000 dari 12 tagihan milik 9 anggota.',
      'Tunggakan terbesar di Kota Bandung: Rp3.000.000.',
    ]);
    // Keyed for the page, with the same figures: the reader's language shows the sentence.
    expect(analysis[0]).toMatchObject({
      key: 'notices:reports.financial.revenueUp',
      params: { amount: 'Rp1.250.000', payments: '10', change: '12,5%', previous: 'Rp1.111.111' },
    });
    // Against a year with revenue, a comparison with it.
    const withLastYear = { ...report, revenue: { ...report.revenue, lastYear: { amount: 1_000_000, payments: 8 } } };
    expect(financialAnalysis(withLastYear)[1]!.message).toBe(
      'Dibanding periode yang sama tahun lalu (Rp1.000.000), pendapatan naik 25,0%.',
    );
  });

  it('weighs the revenue against the target where the months have one', () => {
    const months = report.months.map((row, i) => ({ ...row, target: i < 2 ? 1_000_000 : null }));
    // The quarter: October and November's revenue (Rp1.250.000) against their targets' sum.
    const quarter = financialAnalysis({ ...report, months });
    expect(quarter[1]).toMatchObject({
      key: 'notices:reports.financial.targetPeriod',
      message: 'Pendapatan periode ini 62,5% dari target Rp2.000.000 pada bulan yang bertarget (Rp1.250.000).',
    });
    const november = months[1]!;
    const month = financialAnalysis({
      ...report,
      period: { kind: 'month', from: '2026-11-01', to: '2026-11-30' },
      months: [{ ...november, amount: 825_000, target: 1_000_000 }],
    });
    expect(month[1]!.message).toBe('Pendapatan bulan ini 82,5% dari target Rp1.000.000 (Rp825.000).');
    // Without a target, or a target of nothing, no such sentence.
    expect(financialAnalysis(report).some((sentence) => sentence.key.includes('target'))).toBe(false);
    const zero = financialAnalysis({ ...report, months: months.map((row) => ({ ...row, target: 0 })) });
    expect(zero.some((sentence) => sentence.key.includes('target'))).toBe(false);
  });

  it('says so when there is nothing to count', () => {
    const empty: FinancialFigures = {
      ...report,
      period: { kind: 'month', from: '2026-11-01', to: '2026-11-30' },
      revenue: {
        current: { amount: 0, payments: 0 },
        previous: { amount: 0, payments: 0 },
        lastYear: { amount: 0, payments: 0 },
      },
      collection: {
        current: { billed: 0, collected: 0, rate: null },
        previous: report.collection.previous,
        lastYear: report.collection.lastYear,
      },
      months: [{ month: '2026-11-01', amount: 0, payments: 0, target: null }],
      methods: [],
      arrears: { amount: 0, bills: 0, members: 0 },
      arrearsByChapter: [],
    };
    expect(financialAnalysis(empty).map((sentence) => sentence.message)).toEqual([
      'Belum ada pendapatan pada periode ini.',
      'Tidak ada tagihan yang jatuh tempo dalam periode ini.',
      'Tidak ada tunggakan saat ini.',
    ]);
  });
});
