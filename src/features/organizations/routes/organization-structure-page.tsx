import { Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { StructureLevel } from '../components/structure-level';

/**
 * `/organization-structure[?open=<id>]`: the internal tree DPP → DPW → DPC of the chapters the
 * officer administers, each with its officers, member and dues figures, and links to its profile,
 * its members and its arrears. A level is fetched when its chapter is opened; the caller's top
 * chapters start open, and so does the one named by `open`.
 */
export default function OrganizationStructurePage() {
  const { t } = useTranslation('organizations');
  const [params] = useSearchParams();
  const open = params.get('open');
  // The top chapters start open (a DPW officer sees their DPCs at once), and `?open=` too.
  const initiallyOpen = (id: string, top: boolean) => top || id === open;
  return (
    <Container maxW="6xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('structure.title')} subtitle={t('structure.subtitle')} size="2xl" />
        <StructureLevel parentId={null} initiallyOpen={initiallyOpen} />
      </Stack>
    </Container>
  );
}
