import { Alert, Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NapClaim } from '@shared/contracts/claims';
import { useNapClaimRequestsQuery } from '../../api/list-nap-claim-requests';
import { useResolveNapClaimMutation } from '../../api/nap-claims';
import { dateOrDash, formatNap } from '../format';
import { LoadingState } from '../loading-state';
import { ReasonDialog } from '../reason-dialog';
import { DecisionButtons } from './decision-buttons';

type Decision = { claim: NapClaim; action: 'approve' | 'reject' };

/**
 * "Klaim NAP" on the verification desk (decision 0035): claims on register rows without email,
 * which only an officer who checked the claimant's identity approves (the link to set a password
 * then goes to the claimant's address) or rejects. Oldest first.
 */
export function NapClaimRequests({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('members');
  const query = useNapClaimRequestsQuery(enabled);
  const resolve = useResolveNapClaimMutation();
  // The decision stays while the dialog closes, so that its words do not change as it fades.
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const decide = (note: string) => {
    if (!deciding || !open) return;
    const { claim, action } = deciding;
    resolve.mutate(
      { id: claim.id, action, note },
      {
        onSuccess: () => {
          setOutcome({
            status: 'success',
            text: t(action === 'approve' ? 'claimDesk.approved' : 'claimDesk.rejected', {
              name: claim.fullName,
              email: claim.email,
            }),
          });
          setOpen(false);
        },
      },
    );
  };

  const notice = outcome && (
    <Alert.Root status={outcome.status} role="status" ref={outcomeRef} tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Title>{outcome.text}</Alert.Title>
    </Alert.Root>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = <LoadingState label={t('claimDesk.loading')} paddingY="16" />;
  } else if (query.isError) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('claimDesk.error')}</Alert.Title>
          <Alert.Description>{query.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert.Root>
    );
  } else if (query.data.length === 0) {
    body = (
      <Text textAlign="center" color="fg.muted" paddingY="16" bg="bg.panel" borderWidth="1px" borderRadius="lg">
        {t('claimDesk.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <Text fontSize="sm" color="fg.muted">
          {t('claimDesk.total', { count: query.data.length })}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {query.data.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              busy={resolve.isPending}
              onDecide={(action) => {
                setOutcome(null);
                resolve.reset();
                setDeciding({ claim, action });
                setOpen(true);
              }}
            />
          ))}
        </Stack>
      </>
    );
  }

  const approving = deciding?.action === 'approve';
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t('claimDesk.help')}
      </Text>
      {notice}
      {body}
      <ReasonDialog
        open={open}
        finalFocusEl={() => outcomeRef.current}
        onOpenChange={(next) => {
          setOpen(next);
          resolve.reset();
        }}
        title={t(approving ? 'claimDesk.approveTitle' : 'claimDesk.rejectTitle', {
          name: deciding?.claim.fullName ?? '',
        })}
        text={t(approving ? 'claimDesk.approveText' : 'claimDesk.rejectText', { email: deciding?.claim.email ?? '' })}
        label={t(approving ? 'claimDesk.approveNote' : 'claimDesk.rejectNote')}
        confirmLabel={t(approving ? 'claimDesk.confirmApprove' : 'claimDesk.confirmReject')}
        tone={approving ? 'default' : 'danger'}
        pending={resolve.isPending}
        serverError={resolve.error?.message}
        onConfirm={decide}
      />
    </Stack>
  );
}

function ClaimCard({
  claim,
  busy,
  onDecide,
}: {
  claim: NapClaim;
  busy: boolean;
  onDecide: (action: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation('members');
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="4" data-testid="nap-claim-request">
      <Flex justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" minWidth="0">
          <Text fontWeight="semibold">{claim.fullName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[
              `NAP ${formatNap(claim.nap) ?? '–'}`,
              t('claimDesk.born', { date: dateOrDash(claim.birthDate) }),
              claim.organizationName,
            ].join(' · ')}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere">
            {t('claimDesk.claimantEmail', { email: claim.email })}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('claimDesk.requestedAt', { date: dateOrDash(claim.createdAt) })}
          </Text>
          {claim.memberHasLogin && (
            <Badge colorPalette="orange" alignSelf="start">
              {t('claimDesk.hasLogin')}
            </Badge>
          )}
        </Stack>
        <DecisionButtons
          busy={busy}
          accept={{
            label: t('claimDesk.approve'),
            ariaLabel: t('claimDesk.approveOf', { name: claim.fullName }),
            onClick: () => onDecide('approve'),
            disabled: claim.memberHasLogin,
          }}
          reject={{
            label: t('claimDesk.reject'),
            ariaLabel: t('claimDesk.rejectOf', { name: claim.fullName }),
            onClick: () => onDecide('reject'),
          }}
        />
      </Flex>
    </Box>
  );
}
