import { Field, Flex, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrganizationSummary } from '@shared/contracts/organizations';
import { FilterSelect, SearchForm } from '@/components/ui/list-filters';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import type { AuditListFilter } from '../api/audit-keys';
import { labelOf, useAuditLabels } from './audit-labels';

export type AuditFilterKey = keyof AuditListFilter;

/** The organization filter's options: the DPP and DPWs, then each province's DPCs under its name. */
function organizationOptions(organizations: OrganizationSummary[]) {
  const upper = organizations
    .filter((organization) => organization.level !== 'DPC')
    .sort((a, b) => (a.level === b.level ? a.name.localeCompare(b.name, 'id') : a.level === 'DPP' ? -1 : 1))
    .map((organization) => [organization.id, organization.name] as const);
  const groups = groupChaptersByProvince(organizations.filter((organization) => organization.level === 'DPC')).map(
    (group) => ({
      label: group.province,
      options: group.chapters.map((chapter) => [chapter.id, chapter.name] as const),
    }),
  );
  return { upper, groups };
}

/** Who (searched by name, email or NAP), which action and data type, where, and between which days. */
export function AuditFilters({
  filter,
  organizations,
  onChange,
}: {
  filter: AuditListFilter;
  organizations: OrganizationSummary[];
  onChange: (key: AuditFilterKey, value: string) => void;
}) {
  const { t } = useTranslation('system');
  const labels = useAuditLabels();
  const { upper, groups } = organizationOptions(organizations);
  const labelled = (map: Record<string, string>) =>
    Object.keys(map)
      .map((key) => [key, labelOf(map, key)] as const)
      .sort((a, b) => a[1].localeCompare(b[1], 'id'));
  return (
    <Flex gap="3" direction="column">
      <SearchForm
        value={filter.actor}
        onSearch={(term) => onChange('actor', term.trim())}
        label={t('auditLog.filters.actorLabel')}
        placeholder={t('auditLog.filters.actorPlaceholder')}
        submitText={t('auditLog.filters.search')}
      />
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} wrap="wrap">
        <FilterSelect
          width={{ base: 'full', md: '56' }}
          label={t('auditLog.filters.actionLabel')}
          value={filter.action}
          onChange={(value) => onChange('action', value)}
          options={[['', t('auditLog.filters.allActions')], ...labelled(labels.actions)]}
        />
        <FilterSelect
          width={{ base: 'full', md: '48' }}
          label={t('auditLog.filters.entityLabel')}
          value={filter.entity}
          onChange={(value) => onChange('entity', value)}
          options={[['', t('auditLog.filters.allEntities')], ...labelled(labels.entities)]}
        />
        <FilterSelect
          width={{ base: 'full', md: '56' }}
          label={t('auditLog.filters.organizationLabel')}
          value={filter.organizationId}
          onChange={(value) => onChange('organizationId', value)}
          options={[['', t('auditLog.filters.allOrganizations')], ...upper]}
          groups={groups}
        />
        <Field.Root width={{ base: 'full', md: '44' }}>
          <Field.Label fontSize="sm">{t('auditLog.filters.fromLabel')}</Field.Label>
          <Input
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => onChange('from', event.target.value)}
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', md: '44' }}>
          <Field.Label fontSize="sm">{t('auditLog.filters.toLabel')}</Field.Label>
          <Input
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange('to', event.target.value)}
          />
        </Field.Root>
      </Flex>
    </Flex>
  );
}
