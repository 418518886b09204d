import type { Context } from 'hono';
import { paymentMethodLabels } from '../../../_shared/contracts/payment-labels.ts';
import { formatNap } from '../../../_shared/identifiers.ts';
import { buildReceiptPdf, type ReceiptBill } from '../../../_shared/receipts/receipt-pdf.ts';
import { MONTHS } from '../../../_shared/receipts/receipt-text.ts';
import type { AppEnv } from '../../app-env.ts';
import type postgres from 'postgres';
import type { PaymentDetailsRow } from './queries.ts';
import * as queries from './queries.ts';

/** "November 2026", "2026", or "Oktober 2026 – Desember 2026" for a quarter. */
export function periodLabel(start: string, end: string): string {
  const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number];
  if (startMonth === 1 && endMonth === 12 && startYear === endYear) return String(startYear);
  const first = `${MONTHS[startMonth - 1]} ${startYear}`;
  return startYear === endYear && startMonth === endMonth ? first : `${first} – ${MONTHS[endMonth - 1]} ${endYear}`;
}

/**
 * The receipt PDF of a completed payment the caller may read, headed by the association and the
 * national board as the organizations table has it, naming the officer and DPC that received a
 * recorded payment; its QR code opens the public payment page, which confirms it. `run` reads as
 * whoever the payment was checked for: the signed-in caller, or the service role behind a signed
 * link, which the member opens from an email (`inline`: in the phone's viewer).
 */
export async function receiptResponse(
  c: Context<AppEnv>,
  paymentId: string,
  payment: PaymentDetailsRow,
  run: <T>(work: (tx: postgres.TransactionSql) => Promise<T>) => Promise<T>,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const { board, receivedBy } = await run(async (tx) => ({
    board: await queries.nationalBoard(tx),
    receivedBy: await queries.paymentReceiver(tx, paymentId),
  }));
  const bills: ReceiptBill[] = payment.bills.map((bill) => ({
    category: bill.category,
    periodLabel: periodLabel(bill.periodStart, bill.periodEnd),
    amount: bill.amount,
  }));
  const pdf = await buildReceiptPdf({
    board,
    receiptNumber: payment.receiptNumber!,
    member: { fullName: payment.memberName, nap: formatNap(payment.memberNAP) ?? '-' },
    bills,
    amount: payment.amount,
    methodLabel: paymentMethodLabels[payment.method],
    receivedBy,
    transactionId: payment.transactionId ?? payment.orderId ?? '-',
    paidAt: payment.paidAt!,
    verificationUrl: `${c.var.deps.config.siteUrl}/payment/${paymentId}`,
  });
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${disposition}; filename="kwitansi-${payment.receiptNumber}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
}
