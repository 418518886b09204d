import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Container,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { useRejectMemberMutation } from '../api/reject-member';
import { useVerificationQueueQuery, type VerificationQueue } from '../api/list-verification-queue';
import { useVerifyMemberMutation } from '../api/verify-member';
import { dateOrDash, formatNap } from '../components/format';
import { LoadingState } from '../components/loading-state';
import { NoAccess } from '../components/no-access';
import { ReasonDialog } from '../components/reason-dialog';

type Application = VerificationQueue['applications'][number];

/** `/dashboard/members/verification`: verify (assigns the NAP) or reject (with a reason). */
export default function MemberVerificationPage() {
  const { t } = useTranslation('members');
  const [page, setPage] = useState(1);
  const permissions = usePermissionsQuery();
  const canVerify = useCan('members.verify');
  const queue = useVerificationQueueQuery(page, canVerify);
  const verify = useVerifyMemberMutation();
  const reject = useRejectMemberMutation();
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const onVerify = (application: Application) =>
    verify.mutate(application.id, {
      onSuccess: (member) =>
        setMessage({
          status: 'success',
          text: t('verification.verified', { name: member.fullName, nap: formatNap(member.nap) ?? '–' }),
        }),
      onError: (error) => setMessage({ status: 'error', text: error.message }),
    });

  if (!permissions.isPending && !canVerify) {
    return (
      <NoAccess title={t('verification.title')} error={permissions.error} onRetry={() => void permissions.refetch()} />
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

        {message && (
          <Alert.Root status={message.status} role={message.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title data-testid="verification-message">{message.text}</Alert.Title>
          </Alert.Root>
        )}

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
        ) : queue.data.applications.length === 0 ? (
          <Text textAlign="center" color="fg.muted" paddingY="16" bg="bg.panel" borderWidth="1px" borderRadius="lg">
            {t('verification.empty')}
          </Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('verification.total', { count: queue.data.pagination.total })}
            </Text>
            <Stack as="ul" gap="3" listStyleType="none">
              {queue.data.applications.map((application) => (
                <Box
                  as="li"
                  key={application.id}
                  bg="bg.panel"
                  borderWidth="1px"
                  borderRadius="lg"
                  padding="4"
                  data-testid="verification-item"
                >
                  <Flex justify="space-between" gap="4" wrap="wrap">
                    <Stack gap="1">
                      <Text fontWeight="semibold">{application.fullName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[application.email, application.phone, application.organizationName]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[application.workplace, application.strNumber && `STR ${application.strNumber}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('verification.appliedAt', { date: dateOrDash(application.createdAt) })}
                      </Text>
                      <HStack gap="1" wrap="wrap">
                        {application.documents.length === 0 ? (
                          <Badge variant="outline">{t('verification.noDocuments')}</Badge>
                        ) : (
                          application.documents.map((document) => (
                            <Badge key={document.id} variant="subtle">
                              {document.title}
                            </Badge>
                          ))
                        )}
                      </HStack>
                    </Stack>
                    <HStack gap="2" alignSelf="center">
                      <Button
                        size="sm"
                        onClick={() => onVerify(application)}
                        loading={verify.isPending && verify.variables === application.id}
                        disabled={verify.isPending || reject.isPending}
                        aria-label={t('verification.verifyOf', { name: application.fullName })}
                      >
                        {t('verification.verify')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRejecting(application)}
                        disabled={verify.isPending || reject.isPending}
                        aria-label={t('verification.rejectOf', { name: application.fullName })}
                      >
                        {t('verification.reject')}
                      </Button>
                    </HStack>
                  </Flex>
                </Box>
              ))}
            </Stack>
            {queue.data.pagination.pages > 1 && (
              <Flex as="nav" aria-label={t('list.paginationLabel')} justify="space-between" align="center" gap="3">
                <Text fontSize="sm" color="fg.muted" data-testid="verification-pagination">
                  {t('verification.pageOf', { page, pages: queue.data.pagination.pages })}
                </Text>
                <ButtonGroup size="sm" variant="outline" attached>
                  <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('list.previous')}
                  </Button>
                  <Button disabled={page >= queue.data.pagination.pages} onClick={() => setPage(page + 1)}>
                    {t('list.next')}
                  </Button>
                </ButtonGroup>
              </Flex>
            )}
          </>
        )}
      </Stack>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('verification.rejectTitle', { name: rejecting?.fullName ?? '' })}
        confirmLabel={t('verification.confirmReject')}
        pending={reject.isPending}
        serverError={reject.isError ? reject.error.message : null}
        onConfirm={(reason) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: (member) => {
                setMessage({ status: 'success', text: t('verification.rejected', { name: member.fullName }) });
                setRejecting(null);
              },
            },
          )
        }
      />
    </Container>
  );
}
