import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@shared/contracts/members';
import { formatIdr } from '@/lib/format';
import { dateOrDash } from '../format';

type LabelGroup = 'paymentMethod' | 'paymentStatus' | 'transferStatus' | 'documentKind';

/** A stored code in words; a code without a label yet is shown as it is. */
export function useCodeLabel() {
  const { t } = useTranslation('members');
  return (group: LabelGroup, code: string) =>
    t(`detail.${group}.${code}` as `detail.${LabelGroup}.other`, { defaultValue: code });
}

function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" color="fg.muted" paddingY="6">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** A small table with its column headers and a row in words when there is nothing. */
function RecordTable({
  headers,
  empty,
  children,
}: {
  headers: readonly (readonly [label: string, end?: boolean])[];
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          {headers.map(([label, end]) => (
            <Table.ColumnHeader key={label} textAlign={end ? 'end' : undefined}>
              {label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {children.length === 0 ? <EmptyRow colSpan={headers.length}>{empty}</EmptyRow> : children}
      </Table.Body>
    </Table.Root>
  );
}

/** The Tagihan tab. */
export function MemberBillsTable({ bills }: { bills: MemberDetail['bills'] }) {
  const { t } = useTranslation('members');
  return (
    <RecordTable
      headers={[[t('detail.period')], [t('detail.dueDate')], [t('detail.amount'), true], [t('detail.statusCol')]]}
      empty={t('detail.emptyBills')}
    >
      {bills.map((bill) => (
        <Table.Row key={bill.id}>
          <Table.Cell>
            {bill.category} · {dateOrDash(bill.periodStart)} – {dateOrDash(bill.periodEnd)}
          </Table.Cell>
          <Table.Cell>{dateOrDash(bill.dueDate)}</Table.Cell>
          <Table.Cell textAlign="end">{formatIdr(bill.amount)}</Table.Cell>
          <Table.Cell>{t(`detail.billStatus.${bill.status}`)}</Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}

/** The Pembayaran tab. */
export function MemberPaymentsTable({ payments }: { payments: MemberDetail['payments'] }) {
  const { t } = useTranslation('members');
  const label = useCodeLabel();
  return (
    <RecordTable
      headers={[[t('detail.date')], [t('detail.method')], [t('detail.amount'), true], [t('detail.statusCol')]]}
      empty={t('detail.emptyPayments')}
    >
      {payments.map((payment) => (
        <Table.Row key={payment.id}>
          <Table.Cell>{dateOrDash(payment.paidAt ?? payment.createdAt)}</Table.Cell>
          <Table.Cell>{label('paymentMethod', payment.method)}</Table.Cell>
          <Table.Cell textAlign="end">{formatIdr(payment.amount)}</Table.Cell>
          <Table.Cell>{label('paymentStatus', payment.status)}</Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}

/** The Mutasi tab. */
export function MemberTransfersTable({ transfers }: { transfers: MemberDetail['transfers'] }) {
  const { t } = useTranslation('members');
  const label = useCodeLabel();
  return (
    <RecordTable
      headers={[
        [t('detail.date')],
        [t('detail.from')],
        [t('detail.to')],
        [t('detail.statusCol')],
        [t('detail.reason')],
      ]}
      empty={t('detail.emptyTransfers')}
    >
      {transfers.map((transfer) => (
        <Table.Row key={transfer.id}>
          <Table.Cell>{dateOrDash(transfer.requestDate)}</Table.Cell>
          <Table.Cell>{transfer.fromLocation}</Table.Cell>
          <Table.Cell>{transfer.toLocation}</Table.Cell>
          <Table.Cell>{label('transferStatus', transfer.status)}</Table.Cell>
          <Table.Cell>{transfer.reason}</Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}
