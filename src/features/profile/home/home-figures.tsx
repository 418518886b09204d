import { Badge, Link, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileSummary } from '@shared/contracts/profile-summary';
import { MembershipStatusBadge } from '@/components/ui/membership-status-badge';
import { formatIdr } from '@/lib/format';
import { dateOrDash } from '../components/format';
import { HomeTile } from './home-tile';

/** "Bayar sekarang" for one bill: composed by the app from the dues feature (features do not import each other). */
export type PayBillAction = ComponentType<{ billId: string; pendingPaymentId: string | null }>;

const cardPalette = { valid: 'green', expired: 'red', suspended: 'purple', inactive: 'gray' } as const;

/** Where the member's own lists live (spec §2 paths). */
const BILLS_PATH = '/member-dues';
const TRANSFERS_PATH = '/dashboard/mutations/requests';
const DOCUMENTS_PATH = '/documents';
const CARD_PATH = '/dashboard/profile/card';

export function MembershipTile({ summary }: { summary: ProfileSummary }) {
  const { t } = useTranslation('profile');
  return (
    <HomeTile title={t('home.membership')} testId="home-membership">
      <MembershipStatusBadge status={summary.membershipStatus} />
      <Text fontSize="sm" data-testid="home-valid-until">
        {summary.validUntil ? t('home.validUntil', { date: dateOrDash(summary.validUntil) }) : t('home.noExpiry')}
      </Text>
    </HomeTile>
  );
}

export function DuesTiles({ summary, PayBill }: { summary: ProfileSummary; PayBill: PayBillAction }) {
  const { t } = useTranslation('profile');
  const { nextBill, dues } = summary;
  const allBills = (
    <Link asChild fontSize="sm" colorPalette="brand">
      <RouterLink to={BILLS_PATH}>{t('home.allBills')}</RouterLink>
    </Link>
  );
  return (
    <>
      <HomeTile
        title={t('home.nextBill')}
        testId="home-next-bill"
        action={nextBill && <PayBill billId={nextBill.id} pendingPaymentId={nextBill.pendingPaymentId} />}
      >
        {nextBill ? (
          <>
            <Text fontSize="xl" fontWeight="bold" data-testid="home-next-amount">
              {formatIdr(nextBill.amount)}
            </Text>
            <Text fontSize="sm">{nextBill.category}</Text>
            <Text fontSize="sm" color={nextBill.overdue ? 'fg.error' : 'fg.muted'} data-testid="home-next-due">
              {t(nextBill.overdue ? 'home.overdueSince' : 'home.dueOn', { date: dateOrDash(nextBill.dueDate) })}
            </Text>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('home.noBill')}
          </Text>
        )}
      </HomeTile>
      <HomeTile title={t('home.arrears')} testId="home-arrears" action={dues.unpaidCount > 0 && allBills}>
        <Text fontSize="xl" fontWeight="bold" data-testid="home-arrears-total">
          {formatIdr(dues.arrearsTotal)}
        </Text>
        <Text fontSize="sm" data-testid="home-arrears-count">
          {dues.arrearsCount > 0 ? t('home.arrearsCount', { count: dues.arrearsCount }) : t('home.noArrears')}
        </Text>
        {dues.unpaidCount > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="home-unpaid">
            {t('home.unpaid', { count: dues.unpaidCount, total: formatIdr(dues.unpaidTotal) })}
          </Text>
        )}
      </HomeTile>
    </>
  );
}

export function CardTile({ card }: { card: ProfileSummary['card'] }) {
  const { t } = useTranslation(['profile', 'memberCard']);
  return (
    <HomeTile
      title={t('home.card')}
      testId="home-card"
      action={
        card && (
          <Link asChild fontSize="sm" colorPalette="brand">
            <RouterLink to={CARD_PATH}>{t('home.viewCard')}</RouterLink>
          </Link>
        )
      }
    >
      {card ? (
        <>
          <Badge colorPalette={cardPalette[card.status]} variant="subtle" alignSelf="start">
            {t(`memberCard:verify.status.${card.status}`)}
          </Badge>
          <Text fontSize="sm">
            {card.validUntil ? t('home.validUntil', { date: dateOrDash(card.validUntil) }) : t('home.noExpiry')}
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('memberCard:none')}
        </Text>
      )}
    </HomeTile>
  );
}

export function RequestsTile({ summary }: { summary: ProfileSummary }) {
  const { t } = useTranslation(['profile', 'transfers']);
  const { openTransfer, documentsAwaitingVerification: awaiting } = summary;
  return (
    <HomeTile title={t('home.requests')} testId="home-requests">
      {openTransfer && (
        <Link asChild fontSize="sm" colorPalette="brand" data-testid="home-transfer">
          <RouterLink to={TRANSFERS_PATH}>
            {t('home.transfer', {
              name: openTransfer.targetOrganizationName,
              status: t(`transfers:status.${openTransfer.status}`),
            })}
          </RouterLink>
        </Link>
      )}
      {awaiting > 0 && (
        <Link asChild fontSize="sm" colorPalette="brand" data-testid="home-documents">
          <RouterLink to={DOCUMENTS_PATH}>{t('home.documentsAwaiting', { count: awaiting })}</RouterLink>
        </Link>
      )}
      {!openTransfer && awaiting === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('home.noRequests')}
        </Text>
      )}
    </HomeTile>
  );
}
