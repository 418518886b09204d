import { Badge, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChapterListItem } from '@shared/contracts/organizations';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { formatIdr, formatNumber } from '@/lib/format';

/** A page of chapters: name and level, the chapter above, member counts, arrears, and its profile and structure. */
export function ChapterTable({
  chapters,
  empty,
  ...state
}: TableQueryState & { chapters: ChapterListItem[]; empty: ReactNode }) {
  const { t } = useTranslation('organizations');
  return (
    <DataTable
      columns={[
        {
          key: 'name',
          card: 'primary',
          cell: (chapter) => (
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{chapter.name}</Text>
              <Badge variant="outline">{chapter.level}</Badge>
              {!chapter.isActive && <Badge colorPalette="gray">{t('list.inactive')}</Badge>}
            </HStack>
          ),
        },
        { key: 'bpsCode', nowrap: true, cell: (chapter) => chapter.bpsCode ?? '–' },
        { key: 'parent', cell: (chapter) => chapter.parentName ?? '–' },
        { key: 'members', numeric: true, nowrap: true, cell: (chapter) => formatNumber(chapter.members) },
        { key: 'activeMembers', numeric: true, nowrap: true, cell: (chapter) => formatNumber(chapter.activeMembers) },
        { key: 'pendingMembers', numeric: true, nowrap: true, cell: (chapter) => formatNumber(chapter.pendingMembers) },
        { key: 'unpaidAmount', numeric: true, nowrap: true, cell: (chapter) => formatIdr(chapter.unpaidAmount) },
        {
          key: 'actions',
          card: 'action',
          cell: (chapter) => (
            <HStack gap="3">
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <Link
                  to={`/organization-profile?organizationId=${chapter.id}`}
                  aria-label={t('list.profileOf', { name: chapter.name })}
                >
                  {t('list.profile')}
                </Link>
              </ChakraLink>
              <ChakraLink asChild color="brand.fg" fontSize="sm">
                <Link
                  to={`/organization-structure?open=${chapter.id}`}
                  aria-label={t('list.structureOf', { name: chapter.name })}
                >
                  {t('list.structure')}
                </Link>
              </ChakraLink>
            </HStack>
          ),
        },
      ]}
      header={(key) => t(`list.columns.${key}`)}
      rows={chapters}
      rowKey={(chapter) => chapter.id}
      label={t('list.label')}
      testIdPrefix="chapter"
      skeletonRows={5}
      empty={empty}
      {...state}
      errorTitle={t('list.error')}
    />
  );
}
