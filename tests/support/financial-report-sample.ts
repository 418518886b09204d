// A financial report (GET /reports/financial's shape) for the export's text and file tests.
import type { FinancialFigures } from '../../supabase/functions/_shared/contracts/reports.ts';

const chapter = (name: string, amount: number, bills: number, members: number) => ({
  organizationId: `00000000-0000-4000-8000-${String(bills).padStart(12, '0')}`,
  name,
  level: 'DPC' as const,
  amount,
  bills,
  members,
});

/** A quarter's report with every table filled: revenue up on the previous quarter, none a year before. */
export const sampleFinancialReport: FinancialFigures = {
  period: { kind: 'quarter', from: '2026-10-01', to: '2026-12-31' },
  revenue: {
    current: { amount: 1_250_000, payments: 10 },
    previous: { amount: 1_111_111, payments: 9 },
    lastYear: { amount: 0, payments: 0 },
  },
  collection: {
    current: { billed: 2_000_000, collected: 1_250_000, rate: 62.5 },
    previous: { billed: 0, collected: 0, rate: null },
    lastYear: { billed: 0, collected: 0, rate: null },
  },
  months: [
    { month: '2026-10-01', amount: 250_000, payments: 2, target: null },
    { month: '2026-11-01', amount: 1_000_000, payments: 8, target: null },
    { month: '2026-12-01', amount: 0, payments: 0, target: null },
  ],
  methods: [
    { method: 'qris', amount: 1_000_000, payments: 8 },
    { method: 'cash', amount: 250_000, payments: 2 },
  ],
  categories: [
    {
      categoryId: '00000000-0000-4000-8000-000000000011',
      name: 'Iuran Tahunan',
      amount: 1_000_000,
      bills: 8,
      share: 80,
    },
    { categoryId: '00000000-0000-4000-8000-000000000012', name: 'Iuran Pokok', amount: 250_000, bills: 2, share: 20 },
  ],
  arrears: { amount: 3_500_000, bills: 12, members: 9 },
  arrearsByChapter: [chapter('Kota Bandung', 3_000_000, 10, 8), chapter('Kabupaten Bandung', 500_000, 2, 1)],
  asOf: '2026-11-28T04:00:00+00:00',
};
