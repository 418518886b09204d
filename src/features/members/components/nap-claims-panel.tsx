import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NapClaim } from '@shared/contracts/claims';
import { DataTable } from '@/components/list/data-table';
import { SuccessNotice } from '@/components/ui/success-notice';
import { formatDateTime } from '@/lib/format';
import { useMemberClaimsQuery, useResolveNapClaimMutation, type ResolveClaimInput } from '../api/nap-claims';
import { ReasonDialog } from './reason-dialog';

const statusPalette: Record<NapClaim['status'], string> = {
  awaiting_approval: 'yellow',
  pending: 'blue',
  linked: 'green',
  disputed: 'orange',
  cancelled: 'gray',
};

/**
 * The NAP claims on a member (decision 0035), for an officer who edits the DPC's members: a
 * pending or disputed claim can be cancelled, and a disputed one resolved for the claimant by
 * unlinking the member's current login. Nothing shows when there is no claim.
 */
export function NapClaimsPanel({ memberId, enabled }: { memberId: string; enabled: boolean }) {
  const { t } = useTranslation('members');
  const query = useMemberClaimsQuery(memberId, enabled);
  const resolve = useResolveNapClaimMutation();
  const [pending, setPending] = useState<Omit<ResolveClaimInput, 'note'> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!enabled || !query.data || query.data.length === 0) return null;

  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
      <Stack gap="4">
        <Heading as="h2" size="md">
          {t('claims.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('claims.help')}
        </Text>
        <SuccessNotice text={notice} />
        <DataTable
          columns={[
            { key: 'requestedAt', cell: (claim) => formatDateTime(claim.createdAt) },
            { key: 'email', cell: (claim) => claim.email },
            {
              key: 'status',
              cell: (claim) => (
                <Badge colorPalette={statusPalette[claim.status]}>{t(`claims.statuses.${claim.status}`)}</Badge>
              ),
            },
            { key: 'note', cell: (claim) => claim.resolutionNote ?? '-' },
            { key: 'actions', card: 'action', cell: (claim) => <ClaimActions claim={claim} onPick={setPending} /> },
          ]}
          header={(key) => t(`claims.${key}`)}
          rows={query.data}
          rowKey={(claim) => claim.id}
          rowData={() => ({ 'data-testid': 'nap-claim-row' })}
          empty={null}
        />
      </Stack>
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
          resolve.reset();
        }}
        title={pending?.action === 'unlink' ? t('claims.unlinkTitle') : t('claims.cancelTitle')}
        text={pending?.action === 'unlink' ? t('claims.unlinkText') : t('claims.cancelText')}
        confirmLabel={pending?.action === 'unlink' ? t('claims.unlink') : t('claims.cancel')}
        tone={pending?.action === 'unlink' ? 'default' : 'danger'}
        pending={resolve.isPending}
        serverError={resolve.error?.message}
        onConfirm={(note) => {
          if (!pending) return;
          resolve.mutate(
            { ...pending, note },
            {
              onSuccess: () => {
                setNotice(pending.action === 'unlink' ? t('claims.unlinked') : t('claims.cancelled'));
                setPending(null);
              },
            },
          );
        }}
      />
    </Box>
  );
}

/** What an officer may do with a claim: unlink the member's login (disputed), or cancel it. */
function ClaimActions({
  claim,
  onPick,
}: {
  claim: NapClaim;
  onPick: (pending: Omit<ResolveClaimInput, 'note'>) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <HStack gap="2" wrap="wrap">
      {claim.status === 'disputed' && claim.memberHasLogin && (
        <Button size="xs" variant="outline" onClick={() => onPick({ id: claim.id, action: 'unlink' })}>
          {t('claims.unlink')}
        </Button>
      )}
      {(claim.status === 'pending' || claim.status === 'disputed') && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onPick({ id: claim.id, action: 'cancel' })}
        >
          {t('claims.cancel')}
        </Button>
      )}
    </HStack>
  );
}
