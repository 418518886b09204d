import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@shared/contracts/audit';
import { formatDateTime } from '@/lib/format';
import { AuditDiff } from './audit-diff';
import { labelOf, useAuditLabels } from './audit-labels';

/** One entry: what happened, who did it, when and where; its before/after behind a toggle. */
function AuditEntryCard({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('system');
  const labels = useAuditLabels();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const entity = labelOf(labels.entities, entry.entity);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" padding="4" data-testid="audit-entry">
      <Stack gap="2">
        <Flex gap="2" justify="space-between" align="start" wrap="wrap">
          <Text fontWeight="semibold">{labelOf(labels.actions, entry.action)}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" fontSize="sm" align="center">
          <Text>{entry.actorName ?? t('auditLog.list.system')}</Text>
          <Badge variant="surface">{entry.actorRole}</Badge>
          <Text color="fg.muted">· {entry.organizationName ?? t('auditLog.list.noOrganization')}</Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {t('auditLog.list.entity', { entity, id: entry.entityId ?? '' })}
        </Text>
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          aria-expanded={open}
          aria-controls={changesId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'auditLog.list.hideChanges' : 'auditLog.list.showChanges')}
        </Button>
        <Box id={changesId} hidden={!open}>
          {open && <AuditDiff entry={entry} />}
        </Box>
      </Stack>
    </Box>
  );
}

/** The entries, newest first, as cards that read at 390 px as well as on a desk. */
export function AuditEntryList({ entries }: { entries: AuditLogEntry[] }) {
  const { t } = useTranslation('system');
  return (
    <Stack as="ul" gap="3" aria-label={t('auditLog.list.label')} padding="0" margin="0">
      {entries.map((entry) => (
        <AuditEntryCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
