import { Alert, Badge, Box, Button, Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/ui/pager';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { useLinkApplicationMutation } from '../api/link-application';
import { useNapClaimRequestsQuery } from '../api/list-nap-claim-requests';
import { useRejectMemberMutation } from '../api/reject-member';
import { useVerificationQueueQuery } from '../api/list-verification-queue';
import { useVerifyMemberMutation } from '../api/verify-member';
import { formatNap } from '../components/format';
import { LoadingState } from '../components/loading-state';
import { NoAccess } from '../components/no-access';
import { ReasonDialog } from '../components/reason-dialog';
import type { Application, Outcome } from '../components/verification/application';
import { ApplicationCard } from '../components/verification/application-card';
import { DuplicateComparisonDialog } from '../components/verification/duplicate-comparison-dialog';
import { NapClaimRequests } from '../components/verification/nap-claim-requests';
import { OutcomeNotice } from '../components/verification/outcome-notice';
import { VerifyDialog } from '../components/verification/verify-dialog';

/** The desk's tabs, as `?tab=` has them (a notification of a claim links to `?tab=klaim-nap`). */
const TABS = { applications: 'pendaftaran', claims: 'klaim-nap' } as const;

/**
 * `/dashboard/members/verification`: verify (assigns the NAP, after confirmation), reject (with a
 * reason), or, for an application that matches a NAP holder, compare and link it; and in the tab
 * "Klaim NAP", approve or reject claims on register rows without email (decision 0035).
 */
export default function MemberVerificationPage() {
  const { t } = useTranslation('members');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === TABS.claims ? TABS.claims : TABS.applications;
  const [page, setPage] = useState(1);
  const permissions = usePermissionsQuery();
  const canVerify = useCan('members.verify');
  const queue = useVerificationQueueQuery(page, canVerify);
  const claimRequests = useNapClaimRequestsQuery(canVerify);
  const verify = useVerifyMemberMutation();
  const reject = useRejectMemberMutation();
  const link = useLinkApplicationMutation();
  const [verifying, setVerifying] = useState<Application | null>(null);
  const [comparing, setComparing] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The dialogs hand the focus to the result when they close after an action.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = () => outcomeRef.current;
  // A new action replaces the previous result.
  const startAction = (openDialog: (application: Application) => void, application: Application) => {
    setOutcome(null);
    openDialog(application);
  };
  const busy = verify.isPending || reject.isPending || link.isPending;

  const applications = queue.data?.applications ?? [];
  const report = (application: Application, status: Outcome['status'], text: string) =>
    setOutcome({
      id: application.id,
      index: Math.max(
        0,
        applications.findIndex((item) => item.id === application.id),
      ),
      status,
      text,
    });

  const onVerify = (application: Application) =>
    verify.mutate(application.id, {
      onSuccess: (member) =>
        report(
          application,
          'success',
          t('verification.verified', { name: member.fullName, nap: formatNap(member.nap) ?? '–' }),
        ),
      onError: (error) => report(application, 'error', error.message),
      onSettled: () => setVerifying(null),
    });

  const changePage = (next: number) => {
    setOutcome(null);
    setPage(next);
  };

  if (!permissions.isPending && !canVerify) {
    return (
      <NoAccess title={t('verification.title')} error={permissions.error} onRetry={() => void permissions.refetch()} />
    );
  }

  // The result replaces the card it is about, or sits inside it when the card stays (an error).
  const outcomeStaysInCard = outcome !== null && applications.some((application) => application.id === outcome.id);
  const cards = applications.map((application) => (
    <ApplicationCard
      key={application.id}
      application={application}
      busy={busy}
      onVerify={() => startAction(setVerifying, application)}
      onCompare={() => startAction(setComparing, application)}
      onReject={() => startAction(setRejecting, application)}
    >
      {outcomeStaysInCard && outcome.id === application.id && <OutcomeNotice outcome={outcome} focusRef={outcomeRef} />}
    </ApplicationCard>
  ));
  if (outcome && !outcomeStaysInCard) {
    cards.splice(
      Math.min(outcome.index, cards.length),
      0,
      <OutcomeNotice key={outcome.id} as="li" outcome={outcome} focusRef={outcomeRef} />,
    );
  }

  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('verification.title')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('verification.title')}
          </Heading>
          <Text color="fg.muted">{t('verification.subtitle')}</Text>
        </Box>

        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            setParams(details.value === TABS.claims ? { tab: TABS.claims } : {}, { replace: true })
          }
          variant="line"
          lazyMount
        >
          <Tabs.List aria-label={t('verification.tabs.label')} overflowX="auto">
            <Tabs.Trigger value={TABS.applications}>
              {t('verification.tabs.applications')}
              {queue.data && queue.data.pagination.total > 0 && (
                <Badge variant="solid" size="sm">
                  {queue.data.pagination.total}
                </Badge>
              )}
            </Tabs.Trigger>
            <Tabs.Trigger value={TABS.claims}>
              {t('verification.tabs.claims')}
              {claimRequests.data && claimRequests.data.length > 0 && (
                <Badge variant="solid" size="sm" colorPalette="yellow">
                  {claimRequests.data.length}
                </Badge>
              )}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={TABS.claims}>
            <NapClaimRequests enabled={canVerify} />
          </Tabs.Content>
          <Tabs.Content value={TABS.applications}>
            {queue.isPending ? (
              <LoadingState label={t('verification.loading')} paddingY="16" />
            ) : queue.isError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('verification.error')}</Alert.Title>
                  <Alert.Description>{queue.error.message}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={() => void queue.refetch()}>
                  {t('list.retry')}
                </Button>
              </Alert.Root>
            ) : (
              <>
                {applications.length === 0 ? (
                  <Fragment>
                    {outcome && <OutcomeNotice outcome={outcome} focusRef={outcomeRef} />}
                    <Text
                      textAlign="center"
                      color="fg.muted"
                      paddingY="16"
                      bg="bg.panel"
                      borderWidth="1px"
                      borderRadius="lg"
                    >
                      {t('verification.empty')}
                    </Text>
                  </Fragment>
                ) : (
                  <>
                    <Text fontSize="sm" color="fg.muted">
                      {t('verification.total', { count: queue.data.pagination.total })}
                    </Text>
                    <Stack as="ul" gap="3" listStyleType="none">
                      {cards}
                    </Stack>
                  </>
                )}
                {queue.data.pagination.pages > 1 && (
                  <Pager
                    label={t('list.paginationLabel')}
                    summary={t('verification.pageOf', { page, pages: queue.data.pagination.pages })}
                    testId="verification-pagination"
                    hasPrevious={page > 1}
                    hasNext={page < queue.data.pagination.pages}
                    onPrevious={() => changePage(page - 1)}
                    onNext={() => changePage(page + 1)}
                  />
                )}
              </>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <VerifyDialog
        application={verifying}
        finalFocusEl={focusOutcome}
        pending={verify.isPending}
        onCancel={() => setVerifying(null)}
        onConfirm={onVerify}
      />
      <DuplicateComparisonDialog
        application={comparing}
        finalFocusEl={focusOutcome}
        pendingLink={link.isPending}
        onClose={() => setComparing(null)}
        onReject={(application) => {
          setComparing(null);
          setRejecting(application);
        }}
        onLink={(application, duplicate) =>
          link.mutate(
            { id: application.id, memberId: duplicate.id },
            {
              onSuccess: (member) =>
                report(
                  application,
                  'success',
                  t('verification.linked', { name: application.fullName, nap: formatNap(member.nap) ?? '–' }),
                ),
              onError: (error) => report(application, 'error', error.message),
              onSettled: () => setComparing(null),
            },
          )
        }
      />
      <ReasonDialog
        open={rejecting !== null}
        finalFocusEl={focusOutcome}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('verification.rejectTitle', { name: rejecting?.fullName ?? '' })}
        text={t('verification.rejectText', { email: rejecting?.email ?? '–' })}
        confirmLabel={t('verification.confirmReject')}
        pending={reject.isPending}
        serverError={reject.isError ? reject.error.message : null}
        onConfirm={(reason) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: (member) => {
                report(rejecting, 'success', t('verification.rejected', { name: member.fullName }));
                setRejecting(null);
              },
            },
          )
        }
      />
    </Container>
  );
}
