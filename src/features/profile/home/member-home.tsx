import { Grid, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useProfileSummaryQuery } from '../api/get-profile-summary';
import { CardTile, DuesTiles, MembershipTile, RequestsTile, type PayBillAction } from './home-figures';

export type { PayBillAction } from './home-figures';

const grid = { templateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/**
 * The member's home at the top of Profil Saya (issue 26 §2): membership, the next bill and the
 * arrears, the card and the open requests, every figure from GET /profile/summary.
 */
export function MemberHome({ PayBill }: { PayBill: PayBillAction }) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="3" as="section" aria-labelledby="member-home-title" data-testid="member-home">
      <Heading as="h2" size="md" id="member-home-title">
        {t('home.title')}
      </Heading>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeFigures PayBill={PayBill} />
      </Suspense>
    </Stack>
  );
}

function HomeFigures({ PayBill }: { PayBill: PayBillAction }) {
  const { t } = useTranslation('profile');
  // Profil Saya asks for the figures beside the profile, before this shows.
  const query = useProfileSummaryQuery({ alreadyAsked: true });
  // At once, not in slices: what is owed is what a member opens this page for.
  const summary = query.data;
  if (query.isError) {
    return <RetryAlert title={t('home.error')} retryLabel={t('home.retry')} onRetry={() => void query.refetch()} />;
  }
  if (!summary) return <HomeSkeleton />;
  return (
    <Grid {...grid} gap="3">
      {/* What is owed first: on a phone it is the first screen. */}
      <DuesTiles summary={summary} PayBill={PayBill} />
      <MembershipTile summary={summary} />
      <CardTile card={summary.card} />
      <RequestsTile summary={summary} />
    </Grid>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Grid
      {...grid}
      gap="3"
      role="status"
      aria-busy="true"
      aria-label={t('home.loading')}
      data-testid="member-home-loading"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height="28" borderRadius="lg" />
      ))}
    </Grid>
  );
}
