import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@shared/contracts/audit';
import { auditChanges } from '@shared/contracts/audit-labels';
import { labelOf, useAuditLabels } from './audit-labels';

/** A value of an audited row as text a reader follows: yes/no, JSON for nested values. */
function useValueText() {
  const { t } = useTranslation('system');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('auditLog.diff.empty');
    if (typeof value === 'boolean') return t(value ? 'auditLog.diff.yes' : 'auditLog.diff.no');
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
}

/**
 * An entry's before and after, field by field: for a change only the fields that differ, for a new
 * row its values, for a removed row what it held. Fields are named in the UI language where known.
 */
export function AuditDiff({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('system');
  const labels = useAuditLabels();
  const text = useValueText();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('auditLog.diff.noChanges')}
      </Text>
    );
  }
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" data-testid="audit-diff">
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          {t('auditLog.diff.caption', { action: labelOf(labels.actions, entry.action) })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('auditLog.diff.field')}</Table.ColumnHeader>
            {entry.before && <Table.ColumnHeader scope="col">{t('auditLog.diff.before')}</Table.ColumnHeader>}
            {entry.after && <Table.ColumnHeader scope="col">{t('auditLog.diff.after')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((change) => (
            <Table.Row key={change.field}>
              <Table.Cell fontWeight="medium">{labelOf(labels.fields, change.field)}</Table.Cell>
              {entry.before && (
                <Table.Cell wordBreak="break-word">
                  {entry.after ? <del>{text(change.before)}</del> : text(change.before)}
                </Table.Cell>
              )}
              {entry.after && (
                <Table.Cell wordBreak="break-word">
                  {entry.before ? <ins>{text(change.after)}</ins> : text(change.after)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
