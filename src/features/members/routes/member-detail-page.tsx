import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MemberDetail } from '@shared/contracts/members';
import { isApiError } from '@/lib/api-client';
import { formatIdr } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { useChangeMemberStatusMutation, type MemberStatusAction } from '../api/change-member-status';
import { isMemberId, useMemberQuery } from '../api/get-member';
import { useRejectMemberMutation } from '../api/reject-member';
import { useResetTwoFactorMutation } from '../api/reset-two-factor';
import { useVerifyMemberMutation } from '../api/verify-member';
import { dateOrDash, formatNap } from '../components/format';
import { LoadingState } from '../components/loading-state';
import { MemberDocuments } from '../components/member-documents';
import { MemberEditDialog } from '../components/member-edit-dialog';
import { MemberReminderHistory } from '../components/member-reminder-history';
import { MemberNotFound } from '../components/member-not-found';
import { MemberStatusBadge } from '../components/member-status-badge';
import { NapClaimsPanel } from '../components/nap-claims-panel';
import { ReasonDialog } from '../components/reason-dialog';
import { TwoFactorResetDialog } from '../components/two-factor-reset-dialog';
import { VerifyDialog } from '../components/verification/verify-dialog';

const profileFields = [
  'nap',
  'email',
  'phone',
  'birthDate',
  'gender',
  'address',
  'city',
  'province',
  'postalCode',
  'profession',
  'specialization',
  'workplace',
  'education',
  'strNumber',
  'strExpiryDate',
  'sipNumber',
  'sipExpiryDate',
  'membershipType',
  'position',
  'joinDate',
  'expiryDate',
  'organizationName',
  'statusReason',
] as const;

type LabelGroup = 'paymentMethod' | 'paymentStatus' | 'mutationStatus' | 'documentKind';

/** A stored code in words; a code without a label yet is shown as it is. */
function useCodeLabel() {
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

function ProfileGrid({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('members');
  const { member } = detail;
  const value = (field: (typeof profileFields)[number]): string => {
    switch (field) {
      case 'nap':
        return formatNap(member.nap) ?? t('list.noNap');
      case 'gender':
        return member.gender ? t(`detail.gender.${member.gender}`) : '–';
      case 'membershipType':
        return t(`type.${member.membershipType}`);
      case 'birthDate':
      case 'strExpiryDate':
      case 'sipExpiryDate':
      case 'joinDate':
      case 'expiryDate':
        return dateOrDash(member[field]);
      default:
        return member[field] ?? '–';
    }
  };
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="4">
      {profileFields.map((field) => (
        <Box key={field}>
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t(`detail.fields.${field}`)}
          </Text>
          <Text as="dd" fontWeight="medium">
            {value(field)}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

/** `/members/{id}`: profile, bills, payments, mutations and documents; officer edit and deactivate. */
export default function MemberDetailPage() {
  const { t } = useTranslation('members');
  const label = useCodeLabel();
  const { id = '' } = useParams();
  const query = useMemberQuery(id);
  const [editing, setEditing] = useState(false);
  // The action stays set while its dialog closes, so the dialog keeps its labels to the end.
  const [statusAction, setStatusAction] = useState<MemberStatusAction>('deactivate');
  const [statusDialogOpen, setStatusDialogOpen] = useState(false);
  const openStatusDialog = (action: MemberStatusAction) => {
    setStatusAction(action);
    setStatusDialogOpen(true);
  };
  const [confirmingVerify, setConfirmingVerify] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const deactivate = useChangeMemberStatusMutation(id, 'deactivate');
  const activate = useChangeMemberStatusMutation(id, 'activate');
  const statusMutation = statusAction === 'activate' ? activate : deactivate;
  const verify = useVerifyMemberMutation();
  const reject = useRejectMemberMutation();
  const canResetTwoFactor = useHasPermission('members.verify');
  const resetTwoFactor = useResetTwoFactorMutation(id);
  const [resettingTwoFactor, setResettingTwoFactor] = useState(false);

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
  const { member, actions } = detail;

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
              <MemberStatusBadge status={member.membershipStatus} />
            </HStack>
          </Box>
          <HStack gap="2" wrap="wrap">
            {actions.verify && (
              <>
                <Button
                  loading={verify.isPending}
                  disabled={reject.isPending}
                  onClick={() => setConfirmingVerify(true)}
                >
                  {t('detail.verify')}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={verify.isPending}
                  onClick={() => setRejecting(true)}
                >
                  {t('detail.reject')}
                </Button>
              </>
            )}
            {actions.edit && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
            )}
            {actions.deactivate && (
              <Button colorPalette="red" variant="outline" onClick={() => openStatusDialog('deactivate')}>
                {t('detail.deactivate')}
              </Button>
            )}
            {actions.activate && (
              <Button variant="outline" onClick={() => openStatusDialog('activate')}>
                {t('detail.activate')}
              </Button>
            )}
            {canResetTwoFactor && member.hasLogin && (
              <Button
                variant="outline"
                onClick={() => {
                  resetTwoFactor.reset();
                  setResettingTwoFactor(true);
                }}
              >
                {t('detail.twoFactorReset.action')}
              </Button>
            )}
          </HStack>
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

        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
          {(
            [
              ['unpaidBills', String(detail.summary.unpaidBills)],
              ['arrears', formatIdr(detail.summary.arrears)],
              ['totalPaid', formatIdr(detail.summary.totalPaid)],
            ] as const
          ).map(([key, value]) => (
            <Box key={key} bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="4">
              <Text fontSize="sm" color="fg.muted">
                {t(`detail.summary.${key}`)}
              </Text>
              <Text fontSize="xl" fontWeight="bold">
                {value}
              </Text>
            </Box>
          ))}
        </Grid>

        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
          <Tabs.Root defaultValue="profile" variant="line">
            <Tabs.List overflowX="auto">
              <Tabs.Trigger value="profile">{t('detail.profile')}</Tabs.Trigger>
              <Tabs.Trigger value="bills">{t('detail.bills')}</Tabs.Trigger>
              <Tabs.Trigger value="payments">{t('detail.payments')}</Tabs.Trigger>
              <Tabs.Trigger value="mutations">{t('detail.mutations')}</Tabs.Trigger>
              <Tabs.Trigger value="documents">{t('detail.documents')}</Tabs.Trigger>
              <Tabs.Trigger value="reminders">{t('detail.reminders')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile">
              <ProfileGrid detail={detail} />
            </Tabs.Content>
            <Tabs.Content value="bills" overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('detail.period')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.dueDate')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('detail.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.statusCol')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {detail.bills.length === 0 ? (
                    <EmptyRow colSpan={4}>{t('detail.emptyBills')}</EmptyRow>
                  ) : (
                    detail.bills.map((bill) => (
                      <Table.Row key={bill.id}>
                        <Table.Cell>
                          {bill.category} · {dateOrDash(bill.periodStart)} – {dateOrDash(bill.periodEnd)}
                        </Table.Cell>
                        <Table.Cell>{dateOrDash(bill.dueDate)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatIdr(bill.amount)}</Table.Cell>
                        <Table.Cell>{t(`detail.billStatus.${bill.status}`)}</Table.Cell>
                      </Table.Row>
                    ))
                  )}
                </Table.Body>
              </Table.Root>
            </Tabs.Content>
            <Tabs.Content value="payments" overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('detail.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.method')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('detail.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.statusCol')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {detail.payments.length === 0 ? (
                    <EmptyRow colSpan={4}>{t('detail.emptyPayments')}</EmptyRow>
                  ) : (
                    detail.payments.map((payment) => (
                      <Table.Row key={payment.id}>
                        <Table.Cell>{dateOrDash(payment.paidAt ?? payment.createdAt)}</Table.Cell>
                        <Table.Cell>{label('paymentMethod', payment.method)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatIdr(payment.amount)}</Table.Cell>
                        <Table.Cell>{label('paymentStatus', payment.status)}</Table.Cell>
                      </Table.Row>
                    ))
                  )}
                </Table.Body>
              </Table.Root>
            </Tabs.Content>
            <Tabs.Content value="mutations" overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('detail.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.from')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.to')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.statusCol')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('detail.reason')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {detail.mutations.length === 0 ? (
                    <EmptyRow colSpan={5}>{t('detail.emptyMutations')}</EmptyRow>
                  ) : (
                    detail.mutations.map((mutation) => (
                      <Table.Row key={mutation.id}>
                        <Table.Cell>{dateOrDash(mutation.requestDate)}</Table.Cell>
                        <Table.Cell>{mutation.fromLocation}</Table.Cell>
                        <Table.Cell>{mutation.toLocation}</Table.Cell>
                        <Table.Cell>{label('mutationStatus', mutation.status)}</Table.Cell>
                        <Table.Cell>{mutation.reason}</Table.Cell>
                      </Table.Row>
                    ))
                  )}
                </Table.Body>
              </Table.Root>
            </Tabs.Content>
            <Tabs.Content value="documents">
              <MemberDocuments
                memberId={member.id}
                documents={detail.documents}
                kindLabel={(kind) => label('documentKind', kind)}
              />
            </Tabs.Content>
            <Tabs.Content value="reminders" overflowX="auto">
              <MemberReminderHistory memberId={member.id} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <NapClaimsPanel memberId={member.id} enabled={actions.edit} />
      </Stack>
      {editing && <MemberEditDialog member={member} open={editing} onOpenChange={setEditing} />}
      <ReasonDialog
        open={statusDialogOpen}
        onOpenChange={setStatusDialogOpen}
        title={t(statusAction === 'activate' ? 'form.activateTitle' : 'form.deactivateTitle')}
        text={t(statusAction === 'activate' ? 'form.activateText' : 'form.deactivateText', { name: member.fullName })}
        confirmLabel={t(statusAction === 'activate' ? 'form.confirmActivate' : 'form.confirmDeactivate')}
        tone={statusAction === 'activate' ? 'default' : 'danger'}
        pending={statusMutation.isPending}
        serverError={statusMutation.isError ? statusMutation.error.message : null}
        onConfirm={(reason) =>
          statusMutation.mutate(reason, {
            onSuccess: (updated) => {
              setNotice(
                t(statusAction === 'activate' ? 'form.activated' : 'form.deactivated', { name: updated.fullName }),
              );
              setStatusDialogOpen(false);
            },
          })
        }
      />
      <VerifyDialog
        application={confirmingVerify ? member : null}
        pending={verify.isPending}
        onCancel={() => setConfirmingVerify(false)}
        onConfirm={() =>
          verify.mutate(member.id, {
            onSuccess: (verified) => setNotice(t('detail.verified', { nap: formatNap(verified.nap) ?? '–' })),
            onSettled: () => setConfirmingVerify(false),
          })
        }
      />
      <TwoFactorResetDialog
        open={resettingTwoFactor}
        onOpenChange={setResettingTwoFactor}
        name={member.fullName}
        pending={resetTwoFactor.isPending}
        error={resetTwoFactor.isError ? resetTwoFactor.error.message : null}
        onConfirm={() =>
          resetTwoFactor.mutate(undefined, {
            onSuccess: () => {
              setResettingTwoFactor(false);
              setNotice(t('detail.twoFactorReset.done', { name: member.fullName }));
            },
          })
        }
      />
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('verification.rejectTitle', { name: member.fullName })}
        confirmLabel={t('verification.confirmReject')}
        pending={reject.isPending}
        serverError={reject.isError ? reject.error.message : null}
        onConfirm={(reason) =>
          reject.mutate(
            { id: member.id, reason },
            {
              onSuccess: (updated) => {
                setRejecting(false);
                setNotice(t('verification.rejected', { name: updated.fullName }));
              },
            },
          )
        }
      />
    </Container>
  );
}
