import type postgres from 'postgres';
import type { PaymentBill, PaymentMethod, PaymentStatus, PaymentView } from '../../../_shared/contracts/payments.ts';

type Tx = postgres.TransactionSql;

export interface OpenedAttempt {
  id: string;
  orderId: string;
  amount: number;
  expiresAt: string;
}

/** Opens a pending QRIS attempt as the caller (the SQL function checks whose bills they are). */
export async function openQrisPayment(tx: Tx, billIds: string[], expiresAt: Date): Promise<OpenedAttempt> {
  const [row] = await tx<OpenedAttempt[]>`
    select id, provider_reference as "orderId", amount, to_json(expires_at) #>> '{}' as "expiresAt"
    from public.open_qris_payment(${billIds}::uuid[], ${expiresAt.toISOString()}::timestamptz)
  `;
  return row!;
}

/** Service role: the gateway's answer to the charge. */
export async function attachQrisCharge(tx: Tx, paymentId: string, transactionId: string, qrString: string) {
  await tx`select private.attach_qris_charge(${paymentId}::uuid, ${transactionId}, ${qrString})`;
}

/** Service role: the charge failed, so the attempt frees its bills. */
export async function abandonQrisPayment(tx: Tx, paymentId: string, reason: string) {
  await tx`select private.abandon_qris_payment(${paymentId}::uuid, ${reason})`;
}

export type PaymentLink = Omit<PaymentView, 'details'>;

/** What the link shows to anyone (`public.payment_link`), or undefined for an unknown id. */
export async function paymentLink(tx: Tx, paymentId: string): Promise<PaymentLink | undefined> {
  const [row] = await tx<PaymentLink[]>`
    select id, status, amount, method, to_json(created_at) #>> '{}' as "createdAt",
           to_json(paid_at) #>> '{}' as "paidAt", receipt_number as "receiptNumber",
           masked_member_name as "maskedMemberName"
    from public.payment_link(${paymentId}::uuid)
  `;
  return row;
}

export interface PaymentDetailsRow {
  memberId: string;
  memberName: string;
  memberNAP: string | null;
  orderId: string | null;
  transactionId: string | null;
  qrString: string | null;
  expiresAt: string | null;
  notes: string | null;
  flag: string | null;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  paidAt: string | null;
  receiptNumber: string | null;
  bills: PaymentBill[];
}

/** The payment as the caller may read it under RLS (payer, officers in scope), with its bills. */
export async function paymentDetails(tx: Tx, paymentId: string): Promise<PaymentDetailsRow | undefined> {
  const [row] = await tx<PaymentDetailsRow[]>`
    select p.member_id as "memberId", m.full_name as "memberName", m.nap as "memberNAP",
           p.provider_reference as "orderId", p.transaction_id as "transactionId", p.qr_string as "qrString",
           to_json(p.expires_at) #>> '{}' as "expiresAt", p.notes, p.flag, p.method, p.status, p.amount,
           to_json(p.paid_at) #>> '{}' as "paidAt", p.receipt_number as "receiptNumber",
           coalesce((
             select json_agg(json_build_object(
                      'billId', b.id, 'category', c.name, 'periodStart', b.period_start,
                      'periodEnd', b.period_end, 'amount', pb.amount) order by b.period_start, c.name)
             from public.payment_bills pb
             join public.bills b on b.id = pb.bill_id
             join public.dues_categories c on c.id = b.category_id
             where pb.payment_id = p.id
           ), '[]'::json) as bills
    from public.payments p
    join public.members m on m.id = p.member_id
    where p.id = ${paymentId}::uuid
  `;
  return row;
}

/** Service role: the signature a payment's receipt link carries (`private.receipt_link_signature`). */
export async function receiptLinkSignature(tx: Tx, paymentId: string): Promise<string> {
  const [row] = await tx<{ signature: string }[]>`
    select private.receipt_link_signature(${paymentId}::uuid) as signature`;
  return row!.signature;
}

/** The order id of a pending QRIS attempt the caller can see, to ask the gateway about it. */
export async function pendingOrderId(tx: Tx, paymentId: string): Promise<string | undefined> {
  const [row] = await tx<{ orderId: string }[]>`
    select provider_reference as "orderId" from public.payments
    where id = ${paymentId}::uuid and status = 'pending' and method = 'qris' and provider_reference is not null
  `;
  return row?.orderId;
}

/**
 * Who received a payment an officer recorded, and for which DPC (`private.payment_receiver`);
 * undefined for a QRIS payment or one the caller cannot read.
 */
export async function paymentReceiver(
  tx: Tx,
  paymentId: string,
): Promise<{ officer: string; chapter: string } | undefined> {
  const [row] = await tx<{ officer: string; chapter: string }[]>`
    select officer_name as officer, chapter_name as chapter from private.payment_receiver(${paymentId}::uuid)
  `;
  return row;
}

/** The board that issues receipts (the DPP) as the organizations table has it, under the association's name. */
export async function nationalBoard(tx: Tx): Promise<{ name: string; address?: string; email?: string }> {
  const [row] = await tx<{ name: string; address: string | null; email: string | null }[]>`
    select o.name, o.address, o.email from public.organizations o where o.level = 'DPP' order by o.created_at limit 1
  `;
  if (!row) return { name: 'Dewan Pengurus Pusat' };
  return {
    name: row.name,
    ...(row.address ? { address: row.address } : {}),
    ...(row.email ? { email: row.email } : {}),
  };
}
