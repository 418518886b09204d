import { Box, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { billStatuses, type Bill, type BillStatus } from '@shared/contracts/bills';
import { ApplicantNotice } from '@/components/ui/applicant-notice';
import { Pager } from '@/components/ui/pager';
import { formatNumber } from '@/lib/format';
import { useCreateQrisPaymentMutation } from '../api/create-qris-payment';
import { useBillsQuery } from '../api/list-bills';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { MemberBillTable } from '../components/bills/member-bill-table';
import { PayBar } from '../components/bills/pay-bar';
import { choice, useListPage } from '@/lib/use-list-page';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

export interface MemberBillsPageProps {
  /** From the session (the app composes it): an applicant has no NAP yet, so no dues to pay. */
  applicant: boolean;
}

/** The member's own bills (`/member-dues`, `/member-payments`): choose unpaid ones and pay by QRIS. */
export default function MemberBillsPage({ applicant }: MemberBillsPageProps) {
  const { t } = useTranslation('payments');
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('bills.title')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('bills.title')}
          </Heading>
          <Text color="fg.muted">{t('bills.subtitle')}</Text>
        </Box>
        {applicant ? (
          <ApplicantNotice
            title={t('bills.applicant.title')}
            text={t('bills.applicant.text')}
            profileLabel={t('bills.applicant.profile')}
            testId="bills-applicant"
          />
        ) : (
          <OwnBills />
        )}
      </Stack>
    </Container>
  );
}

/** Unpaid bills first; the status tab and the page are in the URL (`?status&page`). */
const listFilters = { status: choice<BillStatus>(billStatuses, 'unpaid') };

function OwnBills() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const list = useListPage(listFilters);
  const { page } = list;
  const { status } = list.values;
  const filter = useMemo(() => ({ page, status }), [page, status]);
  const bills = useBillsQuery(filter);
  const shown = useDeferredFirstAnswer(bills.data);
  const [selected, setSelected] = useState<ReadonlyMap<string, Bill>>(new Map());
  const pay = useCreateQrisPaymentMutation();
  const pagination = shown?.pagination;

  const toggle = (bill: Bill, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(bill.id, bill);
      else next.delete(bill.id);
      return next;
    });
  const total = [...selected.values()].reduce((sum, bill) => sum + bill.amount, 0);
  const startPayment = () =>
    pay.mutate([...selected.keys()], {
      onSuccess: (payment) => navigate(`/payment-qris?paymentId=${encodeURIComponent(payment.paymentId)}`),
    });

  return (
    <>
      <Tabs.Root value={status} onValueChange={(details) => list.setFilter('status', details.value)} variant="line">
        <Tabs.List aria-label={t('bills.tabsLabel')}>
          {billStatuses.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`billStatus.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status}>
          <Stack gap="4">
            <ApiErrorAlert
              title={t('bills.error')}
              error={bills.error}
              retryLabel={t('bills.retry')}
              onRetry={() => void bills.refetch()}
              testId="bill-error"
            />
            {!bills.isError && (
              <MemberBillTable
                bills={shown?.bills ?? []}
                loading={!shown}
                selectable={status === 'unpaid'}
                selected={selected}
                onToggle={toggle}
                emptyTitle={t(`bills.empty.${status}`)}
                emptyHint={t(`bills.emptyHint.${status}`)}
              />
            )}
            {pagination && pagination.pages > 1 && (
              <Pager
                label={t('bills.paginationLabel')}
                summary={t('bills.pagination', {
                  page: pagination.page,
                  pages: pagination.pages,
                  total: formatNumber(pagination.total),
                })}
                {...list.pager(pagination)}
              />
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>

      {/* After the first answer: under a growing list it would move when the bills arrive (layout shift). */}
      {status === 'unpaid' && shown && (
        <Stack gap="3">
          <ApiErrorAlert title={t('bills.payFailed')} error={pay.error} testId="pay-error" />
          <PayBar count={selected.size} total={total} pending={pay.isPending} onPay={startPayment} />
        </Stack>
      )}
    </>
  );
}
