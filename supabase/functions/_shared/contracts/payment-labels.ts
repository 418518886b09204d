import type { PaymentMethod, PaymentStatus } from './payments.ts';

/** How receipts and exports name a payment's method and status: the history screen's Indonesian words. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  qris: 'QRIS',
  transfer: 'Transfer Bank',
  cash: 'Tunai',
  card: 'Kartu',
  ewallet: 'E-Wallet',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  completed: 'Berhasil',
  pending: 'Menunggu',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
  refunded: 'Dikembalikan',
};
