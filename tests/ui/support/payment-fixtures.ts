import type { Bill, BillList } from '@shared/contracts/bills';
import type { PaymentListItem, PaymentView } from '@shared/contracts/payments';
import type { FakeRoute } from './fake-api-server';

export const memberId = '00000000-0000-4000-8000-0000000000a1';
export const paymentId = '00000000-0000-4000-8000-0000000000f1';

/** A valid-looking dynamic QRIS payload (the page only draws it). */
export const qrString =
  '00020101021226570011ID.CO.QRIS.WWW0215ID10200000000010303UMI51440014ID.CO.QRIS.WWW0215ID102000000000105303360540615000058' +
  '02ID5904SIMK6007BANDUNG62180514SIMK-2026-00016304ABCD';

export function bill(index: number, overrides: Partial<Bill> = {}): Bill {
  return {
    id: `00000000-0000-4000-8b00-${String(index).padStart(12, '0')}`,
    memberId,
    memberName: 'Siti Rahmawati',
    memberNAP: '3273190001',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    category: 'Iuran Bulanan',
    categoryPeriod: 'monthly',
    periodStart: `2026-${String(index).padStart(2, '0')}-01`,
    periodEnd: `2026-${String(index).padStart(2, '0')}-28`,
    dueDate: `2026-${String(index).padStart(2, '0')}-10`,
    amount: 50000,
    status: 'unpaid',
    overdue: false,
    daysOverdue: 0,
    paidAt: null,
    waivedReason: null,
    pendingPaymentId: null,
    ...overrides,
  };
}

export function billList(bills: Bill[]): BillList {
  return {
    bills,
    summary: { count: bills.length, totalAmount: bills.reduce((sum, b) => sum + b.amount, 0) },
    pagination: { page: 1, limit: 20, total: bills.length, pages: bills.length ? 1 : 0 },
  };
}

type Details = NonNullable<PaymentView['details']>;

export function paymentView(overrides: Partial<PaymentView> = {}, details: Partial<Details> | null = {}): PaymentView {
  return {
    id: paymentId,
    status: 'pending',
    amount: 150000,
    method: 'qris',
    createdAt: '2026-11-25T03:00:00.000Z',
    paidAt: null,
    receiptNumber: null,
    maskedMemberName: null,
    details:
      details === null
        ? null
        : {
            memberId,
            memberName: 'Siti Rahmawati',
            memberNAP: '3273190001',
            orderId: 'SIMK-2026-0001',
            transactionId: null,
            qrString,
            merchantName: 'SIMK PATELKI',
            expiresAt: new Date(Date.now() + 5 * 60 * 1000).toISOString(),
            bills: [
              {
                billId: bill(9).id,
                category: 'Iuran Bulanan',
                periodStart: '2026-09-01',
                periodEnd: '2026-09-30',
                amount: 150000,
              },
            ],
            notes: null,
            flag: null,
            simulator: false,
            ...details,
          },
    ...overrides,
  };
}

export function paymentItem(index: number, overrides: Partial<PaymentListItem> = {}): PaymentListItem {
  return {
    id: `00000000-0000-4000-8e00-${String(index).padStart(12, '0')}`,
    memberId,
    memberName: 'Siti Rahmawati',
    memberNAP: '3273190001',
    category: 'Iuran Bulanan',
    period: 'Nov 2026',
    amount: 50000,
    paymentDate: '2026-11-20T03:00:00.000Z',
    paymentMethod: 'qris',
    status: 'completed',
    transactionId: 'TRX-1',
    receiptNumber: `KW/2026/000${index}`,
    notes: null,
    flag: null,
    recordedBy: null,
    ...overrides,
  };
}

/** `GET /members?search=…` answering with `members` (the Catat Pembayaran member search). */
export function memberSearchResult(members: { fullName: string; memberNumber: string | null }[]) {
  return {
    members: members.map((member) => ({
      id: memberId,
      ...member,
      email: null,
      phone: null,
      position: null,
      city: 'Bandung',
      membershipStatus: 'ACTIVE',
      membershipType: 'BIASA',
      joinDate: null,
      expiryDate: null,
      organizationId: '00000000-0000-4000-8000-00000000d0c1',
      organizationName: 'DPC Kota Bandung',
    })),
    pagination: { page: 1, limit: 8, total: members.length, pages: members.length ? 1 : 0 },
  };
}

/**
 * `POST /payments/qris` answering 201 with a pending payment of `amount`; the request bodies it
 * received are pushed to `bodies`.
 */
export function qrisOpened(amount: number, bodies: unknown[]): FakeRoute {
  return (request) => {
    bodies.push(JSON.parse(request.body));
    return {
      status: 201,
      body: {
        success: true,
        data: {
          paymentId,
          orderId: 'SIMK-1',
          qrString: '000201',
          amount,
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
          status: 'pending',
          merchantName: 'SIMK',
        },
      },
    };
  };
}
