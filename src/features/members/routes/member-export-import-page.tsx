import { Box, Button, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { ExportDialog } from '../components/export-dialog';
import { ImportDialog } from '../components/import-dialog';
import { LoadingState } from '../components/loading-state';
import { NoAccess } from '../components/no-access';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg.panel" borderWidth="1px" borderRadius="lg" padding="5">
      <Stack gap="3" align="start">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * `/member-export-import` (spec §2): the member directory's export and import on a page of their
 * own, with the directory's rules: export needs `members.export`, import also `members.create`.
 */
export default function MemberExportImportPage() {
  const { t } = useTranslation('members');
  const permissions = usePermissionsQuery();
  const canExport = useCan('members.export');
  const canCreate = useCan('members.create');
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  if (permissions.isPending) return <LoadingState label={t('access.checking')} />;
  if (!canExport) {
    return (
      <NoAccess title={t('exportImport.title')} error={permissions.error} onRetry={() => void permissions.refetch()} />
    );
  }

  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('exportImport.title')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('exportImport.title')}
          </Heading>
          <Text color="fg.muted">{t('exportImport.subtitle')}</Text>
        </Box>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <Panel title={t('list.export')}>
            <Text>{t('exportImport.exportText')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('exportImport.exportFiltered')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/members">{t('list.title')}</RouterLink>
              </Link>
            </Text>
            <Button onClick={() => setExportOpen(true)}>{t('exportImport.exportAction')}</Button>
          </Panel>
          <Panel title={t('list.import')}>
            <Text>{t('exportImport.importText')}</Text>
            {canCreate ? (
              <Button onClick={() => setImportOpen(true)}>{t('exportImport.importAction')}</Button>
            ) : (
              <Text textStyle="sm" color="fg.muted" data-testid="import-needs-create">
                {t('exportImport.importNeedsCreate')}
              </Text>
            )}
          </Panel>
        </Grid>
      </Stack>
      <ExportDialog
        open={exportOpen}
        onOpenChange={setExportOpen}
        search=""
        status="ALL"
        description={t('exportImport.exportText')}
      />
      {canCreate && <ImportDialog open={importOpen} onOpenChange={setImportOpen} />}
    </Container>
  );
}
