import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list/list-page';
import { useHasPermission } from '@/lib/permissions';
import { useUrlParams } from '@/lib/use-url-params';
import { emptyAuditFilter, type AuditListFilter } from '../api/audit-keys';
import { useAuditEntriesQuery } from '../api/list-audit-entries';
import { useAuditOrganizationsQuery } from '../api/list-audit-organizations';
import { AuditExportDialog } from '../components/audit-export-dialog';
import { AuditFilters, type AuditFilterKey } from '../components/audit-filters';
import { AuditResults } from '../components/audit-results';

const filterKeys = Object.keys(emptyAuditFilter) as AuditFilterKey[];

/**
 * `/dashboard/audit-log` (issue 28 §2): the audit log for holders of system.view_audit, their
 * scope's entries (SUPER_ADMIN: all), newest first, each with its before and after; filters in
 * the URL; "Ekspor CSV" of the filter.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('system');
  const [params, update] = useUrlParams();
  const filter = useMemo<AuditListFilter>(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as unknown as AuditListFilter,
    [params],
  );
  const entries = useAuditEntriesQuery(filter);
  const organizations = useAuditOrganizationsQuery();
  const canView = useHasPermission('system.view_audit');
  const [exporting, setExporting] = useState(false);
  const filtered = filterKeys.some((key) => filter[key] !== '');
  const clear = () => update(Object.fromEntries(filterKeys.map((key) => [key, null])));

  return (
    <ListPage
      title={t('auditLog.title')}
      subtitle={t('auditLog.subtitle')}
      actions={
        canView && (
          <Button variant="outline" onClick={() => setExporting(true)} data-testid="audit-export">
            {t('auditLog.export.button')}
          </Button>
        )
      }
      dialogs={<AuditExportDialog open={exporting} onOpenChange={setExporting} filter={filter} />}
    >
      <AuditFilters
        filter={filter}
        organizations={organizations.data ?? []}
        onChange={(key, value) => update({ [key]: value })}
      />
      <AuditResults query={entries} filtered={filtered} onClear={clear} />
    </ListPage>
  );
}
