import { Box, Button, Field, Flex, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import type { OrganizationStructure } from '@shared/contracts/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationStructureQuery } from '../api/get-organization-structure';
import { ChapterContact, ChapterLogoImage } from '../components/chapter-contact';
import { SearchIcon } from '../components/content-icons';
import { ContentPage, PageSection } from '../components/content-page';
import { ProvinceItem } from '../components/province-item';
import { EmptyState, QueryView } from '../components/query-view';
import { filterStructure } from '../lib/filter-structure';

function StructureView({ structure }: { structure: OrganizationStructure }) {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const provinces = filterStructure(structure.provinces, search);
  const branchCount = structure.provinces.reduce((sum, province) => sum + province.branches.length, 0);

  // A search opens every province it found; clearing it closes them again. Done here, not in an
  // effect, so the user can still open and close provinces while a search is active.
  const changeSearch = (value: string) => {
    setSearch(value);
    setOpen(value.trim() ? filterStructure(structure.provinces, value).map((province) => province.id) : []);
  };
  const allOpen = provinces.length > 0 && provinces.every((province) => open.includes(province.id));

  return (
    <Stack gap="10">
      <Text fontWeight="semibold" color="fg.muted" data-testid="structure-summary">
        {t('structure.summary', { provinces: structure.provinces.length, branches: branchCount })}
      </Text>
      {structure.national && (
        <PageSection id="structure-national" title={t('structure.nationalTitle')}>
          <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '5', md: '6' }}>
            <Stack gap="3">
              <HStack gap="3">
                <ChapterLogoImage chapter={structure.national} size="12" />
                <Text fontWeight="bold" fontSize="lg">
                  {structure.national.name}
                </Text>
              </HStack>
              <ChapterContact chapter={structure.national} />
            </Stack>
          </Box>
        </PageSection>
      )}
      <PageSection id="structure-provinces" title={t('structure.provincesTitle')}>
        <Stack gap="5">
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Field.Root flex="1" maxW={{ md: 'md' }}>
              <Field.Label>{t('structure.searchLabel')}</Field.Label>
              <InputGroup startElement={<SearchIcon boxSize="4" />}>
                <Input
                  type="search"
                  value={search}
                  placeholder={t('structure.searchPlaceholder')}
                  onChange={(event) => changeSearch(event.target.value)}
                />
              </InputGroup>
            </Field.Root>
            <Button
              variant="outline"
              size="sm"
              disabled={provinces.length === 0}
              onClick={() => setOpen(allOpen ? [] : provinces.map((province) => province.id))}
            >
              {allOpen ? t('structure.collapseAll') : t('structure.expandAll')}
            </Button>
          </Flex>
          <Text role="status" fontSize="sm" color="fg.muted">
            {search.trim() && provinces.length > 0 ? t('structure.searchResult', { count: provinces.length }) : ''}
          </Text>
          {provinces.length === 0 ? (
            <EmptyState>{t('structure.noMatch', { query: search.trim() })}</EmptyState>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3">
              {provinces.map((province) => (
                <ProvinceItem
                  key={province.id}
                  province={province}
                  open={open.includes(province.id)}
                  onOpenChange={(isOpen) =>
                    setOpen((ids) => (isOpen ? [...ids, province.id] : ids.filter((id) => id !== province.id)))
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
      </PageSection>
    </Stack>
  );
}

/** `/struktur`: the DPP, every DPW and its DPCs, searchable, each province expandable. */
export default function StructurePage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const structure = useOrganizationStructureQuery();
  return (
    <ContentPage title={tr('structure')} intro={t('structure.intro')}>
      <QueryView
        query={structure}
        loading={t('structure.loading')}
        error={t('structure.error')}
        empty={t('structure.empty')}
        isEmpty={(data) => !data.national && data.provinces.length === 0}
      >
        {(data) => <StructureView structure={data} />}
      </QueryView>
    </ContentPage>
  );
}
