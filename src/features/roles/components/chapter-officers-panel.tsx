import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableState } from '@/components/list/data-table';
import { Pager } from '@/components/ui/pager';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SuccessNotice } from '@/components/ui/success-notice';
import { useOrganizationQuery } from '../api/get-organization';
import { useRoleAssignmentsQuery } from '../api/list-role-assignments';
import { useRolesQuery } from '../api/list-roles';
import { grantableRolesFilter } from '../api/role-keys';
import type { FixedOrganization } from './assign-role-dialog';
import { useAssignmentDialogs } from './assignment-dialogs';
import { AssignmentTable } from './assignment-table';

/**
 * A chapter's officers (issue 28 §3): who holds which officer role there and until when, with
 * appoint, renew (a new last day) and end (after a confirmation). Mounted by the chapter profile
 * page (composed in src/app: features do not import each other). For callers with
 * system.manage_roles; the database decides what they may grant in this chapter
 * (private.can_grant_role: only from the chapter above). Shown only where the caller may grant a
 * role (their own chapter's officers are appointed from above, and the chapter profile lists them
 * anyway); each row's renew and end only where it would be allowed.
 */
export function ChapterOfficersPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('roles');
  const grantable = useRolesQuery(grantableRolesFilter(organizationId));
  if (grantable.isError) {
    return (
      <RetryAlert title={t('loadError')} retryLabel={t('assignForm.retry')} onRetry={() => void grantable.refetch()} />
    );
  }
  if (!grantable.data?.roles.length) return null;
  return <OfficersPanel organizationId={organizationId} />;
}

function OfficersPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('roles');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const filter = useMemo(
    () => ({ page, search: '', status: 'active' as const, organizationId }),
    [page, organizationId],
  );
  const officers = useRoleAssignmentsQuery(filter);
  const chapter = useOrganizationQuery(organizationId);
  const organization: FixedOrganization | undefined = chapter.data ?? undefined;
  const { dialogs, notice, openAssign, onAction } = useAssignmentDialogs(organization);
  const pagination = officers.data?.pagination;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="chapter-officers"
      borderWidth="1px"
      borderRadius="xl"
      padding={{ base: '4', md: '6' }}
      bg="bg.panel"
    >
      <Stack gap="4">
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h2" size="md" id={headingId}>
              {t('officers.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('officers.subtitle', { organization: organization?.name ?? '' })}
            </Text>
          </Box>
          <Button size="sm" onClick={openAssign} disabled={!organization}>
            {t('officers.appoint')}
          </Button>
        </Flex>
        <SuccessNotice text={notice} testId="chapter-officers-notice" />
        <AssignmentTable
          rows={officers.data?.assignments ?? []}
          {...tableState(officers)}
          showOrganization={false}
          onAction={onAction}
          label={t('officers.title')}
          testIdPrefix="chapter-officer"
          empty={
            <Stack align="center" gap="2" paddingY="6" textAlign="center">
              <Text fontWeight="semibold">{t('officers.empty')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('officers.emptyHint')}
              </Text>
            </Stack>
          }
        />
        {pagination && pagination.pages > 1 && (
          <Pager
            label={t('officers.title')}
            summary={`${pagination.page} / ${pagination.pages}`}
            hasPrevious={page > 1}
            hasNext={page < pagination.pages}
            onPrevious={() => setPage(page - 1)}
            onNext={() => setPage(page + 1)}
          />
        )}
      </Stack>
      {dialogs}
    </Box>
  );
}
