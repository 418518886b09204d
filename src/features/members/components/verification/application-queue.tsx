import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { useLinkApplicationMutation } from '../../api/link-application';
import { useVerificationQueueQuery, type ApplicationCompleteness } from '../../api/list-verification-queue';
import { useRejectMemberMutation } from '../../api/reject-member';
import { useVerifyMemberMutation } from '../../api/verify-member';
import { formatNap } from '../format';
import { LoadingState } from '../loading-state';
import { ReasonDialog } from '../reason-dialog';
import type { Application, Outcome } from './application';
import { ApplicationCard } from './application-card';
import { ApplicationFileDialog } from './application-file-dialog';
import { DuplicateComparisonDialog } from './duplicate-comparison-dialog';
import { OutcomeNotice } from './outcome-notice';
import { VerifyDialog } from './verify-dialog';

const EMPTY_OF = { complete: 'Complete', incomplete: 'Incomplete' } as const;

/**
 * The desk's "Pendaftaran" tab: the applications waiting, a page at a time, each to verify (after
 * confirmation), reject (with a reason) or, when it matches a NAP holder, compare and link; the
 * result of an action takes the place of its card.
 */
export function ApplicationQueue({
  page,
  enabled,
  completeness,
  onPage,
}: {
  page: number;
  /** `members.verify`: without it the queue is not asked for. */
  enabled: boolean;
  /** Only complete or incomplete files (the server judges); none: all. */
  completeness?: ApplicationCompleteness;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('members');
  // The page asks for the same query for its tab's count; read here, a result follows the refetch
  // that an action starts in the same render.
  const queue = useVerificationQueueQuery(page, enabled, completeness);
  const verify = useVerifyMemberMutation();
  const reject = useRejectMemberMutation();
  const link = useLinkApplicationMutation();
  const [verifying, setVerifying] = useState<Application | null>(null);
  const [comparing, setComparing] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const [filing, setFiling] = useState<Application | null>(null);
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
    onPage(next);
  };

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
      onOpenFile={() => startAction(setFiling, application)}
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
    <>
      <QueueBody
        queue={queue}
        page={page}
        cards={cards}
        emptyNotice={outcome && <OutcomeNotice outcome={outcome} focusRef={outcomeRef} />}
        emptyText={t(completeness ? `verification.completeness.empty${EMPTY_OF[completeness]}` : 'verification.empty')}
        onPage={changePage}
      />
      <ApplicationFileDialog
        application={filing}
        onClose={() => setFiling(null)}
        onDecide={(application) => {
          setFiling(null);
          (application.duplicates.length > 0 ? setComparing : setVerifying)(application);
        }}
      />
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
    </>
  );
}

/** The queue's loading, error and empty states, its cards and its pager. */
function QueueBody({
  queue,
  page,
  cards,
  emptyNotice,
  emptyText,
  onPage,
}: {
  queue: ReturnType<typeof useVerificationQueueQuery>;
  page: number;
  cards: ReactNode[];
  /** The result of the last action, when it emptied the page. */
  emptyNotice: ReactNode;
  /** What an empty queue says (the filter's own words when one is set). */
  emptyText: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <>
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
          {queue.data.applications.length === 0 ? (
            <Fragment>
              {emptyNotice}
              <Text textAlign="center" color="fg.muted" paddingY="16" bg="bg.panel" borderWidth="1px" borderRadius="lg">
                {emptyText}
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
              onPrevious={() => onPage(page - 1)}
              onNext={() => onPage(page + 1)}
            />
          )}
        </>
      )}
    </>
  );
}
