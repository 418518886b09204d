// A receipt for a member whose name needs more than ASCII, for the unit and Deno tests.
import type { ReceiptDocument } from '../../supabase/functions/_shared/receipts/receipt-pdf.ts';

export const NAME = 'Ñoño Çelik-Łukasiewicz Nguyễn Thị Ánh';

export const sampleReceipt: ReceiptDocument = {
  board: {
    name: 'Dewan Pengurus Pusat',
    address: 'Jl. Pasteur No. 38, Sukajadi, Kota Bandung, Jawa Barat 40161',
    phone: '(022) 2034953',
    email: 'dpc.bandung@example.org',
  },
  receiptNumber: 'KW/2026/000123',
  member: { fullName: NAME, nap: '3273.09.000003' },
  bills: [
    { category: 'Iuran Tahunan', periodLabel: '2026', amount: 100_000 },
    { category: 'Iuran DPC', periodLabel: 'November 2026', amount: 50_000 },
  ],
  amount: 150_000,
  methodLabel: 'QRIS',
  transactionId: 'c1e7d3a2-6f0b-4f57-9a51-8d9f3e0b1a77',
  paidAt: '2026-11-25T07:05:00Z',
  verificationUrl: 'https://simk.example.org/verifikasi/kwitansi/KW-2026-000123?kode=8f3a9c2e71',
};
