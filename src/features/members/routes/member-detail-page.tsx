import { Alert, Box, Button, Container, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StatTiles } from '@/components/ui/stat-tiles';
import { isApiError } from '@/lib/api-client';
import { formatIdr } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { isMemberId, useMemberQuery } from '../api/get-member';
import { useVerifyMemberMutation } from '../api/verify-member';
import { MemberDetailActions } from '../components/detail/member-detail-actions';
import { MemberDetailTabs } from '../components/detail/member-detail-tabs';
import { formatNap } from '../components/format';
import { LoadingState } from '../components/loading-state';
import { MemberNotFound } from '../components/member-not-found';
import { MembershipStatusBadge } from '@/components/ui/membership-status-badge';
import { NapClaimsPanel } from '../components/nap-claims-panel';

/** `/members/{id}`: profile, bills, payments, transfers and documents; officer edit and deactivate. */
export default function MemberDetailPage() {
  const { t } = useTranslation('members');
  const { id = '' } = useParams();
  const query = useMemberQuery(id);
  const [notice, setNotice] = useState<string | null>(null);
  const verify = useVerifyMemberMutation();
  const canResetTwoFactor = useHasPermission('members.verify');

  const back = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to="/dashboard/members">← {t('detail.back')}</RouterLink>
    </Link>
  );

  if (!isMemberId(id) || (isApiError(query.error) && query.error.status === 404)) {
    return <MemberNotFound />;
  }
  if (query.isPending) {
    return <LoadingState label={t('detail.loading')} />;
  }
  if (query.isError) {
    return (
      <Container maxW="5xl" paddingY="8">
        <Stack gap="4">
          {back}
          <Heading as="h1" size="xl">
            {t('detail.error')}
          </Heading>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{query.error.message}</Alert.Title>
          </Alert.Root>
          <Button alignSelf="start" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const detail = query.data;
  const { member, summary } = detail;

  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${member.fullName} · SIMK`}</title>
      <Stack gap="5">
        {back}
        <Flex justify="space-between" gap="4" wrap="wrap" align="start">
          <Box>
            <Heading as="h1" size="2xl">
              {member.fullName}
            </Heading>
            <HStack gap="3" marginTop="1">
              <Text fontFamily="mono" color="fg.muted">
                {formatNap(member.nap) ?? t('list.noNap')}
              </Text>
              <MembershipStatusBadge status={member.membershipStatus} />
            </HStack>
          </Box>
          <MemberDetailActions
            detail={detail}
            verify={verify}
            canResetTwoFactor={canResetTwoFactor}
            onNotice={setNotice}
          />
        </Flex>

        {notice && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title data-testid="member-notice">{notice}</Alert.Title>
          </Alert.Root>
        )}
        {verify.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{verify.error.message}</Alert.Title>
          </Alert.Root>
        )}

        <StatTiles
          columns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
          tiles={[
            { id: 'unpaidBills', label: t('detail.summary.unpaidBills'), value: String(summary.unpaidBills) },
            { id: 'arrears', label: t('detail.summary.arrears'), value: formatIdr(summary.arrears) },
            { id: 'totalPaid', label: t('detail.summary.totalPaid'), value: formatIdr(summary.totalPaid) },
          ]}
        />
        <MemberDetailTabs detail={detail} />
        <NapClaimsPanel memberId={member.id} enabled={detail.actions.edit} />
      </Stack>
    </Container>
  );
}
