import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentStatuses, type AssignmentStatus } from '@shared/contracts/roles';
import { tableState } from '@/components/list/data-table';
import { FilterSelect } from '@/components/ui/list-filters';
import { Pager } from '@/components/ui/pager';
import { SuccessNotice } from '@/components/ui/success-notice';
import { useRoleAssignmentsQuery } from '../api/list-role-assignments';
import { useAssignmentDialogs } from './assignment-dialogs';
import { AssignmentTable } from './assignment-table';

const statusText = {
  active: 'filters.statusActive',
  expired: 'filters.statusExpired',
  all: 'filters.statusAll',
} as const;

/** The User Assignments tab: who holds which role where (search by email, NAP or name); assign, renew, revoke. */
export function AssignmentsTab({ search }: { search: string }) {
  const { t } = useTranslation('roles');
  const [status, setStatus] = useState<AssignmentStatus>('active');
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(search);
  if (shownFor !== search) {
    setShownFor(search);
    setPage(1);
  }
  const filter = useMemo(() => ({ page, search, status, organizationId: '' }), [page, search, status]);
  const assignments = useRoleAssignmentsQuery(filter);
  const { dialogs, notice, openAssign, onAction } = useAssignmentDialogs();
  const pagination = assignments.data?.pagination;
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" justify="space-between">
        <FilterSelect
          label={t('filters.status')}
          value={status}
          options={assignmentStatuses.map((value) => [value, t(statusText[value])] as const)}
          onChange={(value) => {
            setStatus(value as AssignmentStatus);
            setPage(1);
          }}
        />
        <Button size="sm" onClick={openAssign}>
          {t('assignments.assign')}
        </Button>
      </Flex>
      <SuccessNotice text={notice} testId="assignments-notice" />
      <AssignmentTable
        rows={assignments.data?.assignments ?? []}
        {...tableState(assignments)}
        onAction={onAction}
        label={t('assignments.caption')}
        empty={
          <Stack align="center" gap="1" paddingY="6" textAlign="center">
            <Text fontWeight="semibold">{t('assignments.empty')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('assignments.emptyHint')}
            </Text>
          </Stack>
        }
      />
      {pagination && pagination.pages > 1 && (
        <Pager
          label={t('assignments.caption')}
          summary={`${pagination.page} / ${pagination.pages}`}
          hasPrevious={page > 1}
          hasNext={page < pagination.pages}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
      {dialogs}
    </Stack>
  );
}
