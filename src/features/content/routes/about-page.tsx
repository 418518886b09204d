import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOrganizationStructureQuery } from '../api/get-organization-structure';
import { ChapterContact } from '../components/chapter-contact';
import { ContentPage, PageSection } from '../components/content-page';
import { CheckList, InfoCard, RelatedLinks } from '../components/info-blocks';
import { QueryView } from '../components/query-view';

/** `/tentang`: the profession, SIMK, where to read on, and the national secretariat's contact. */
export default function AboutPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const structure = useOrganizationStructureQuery();

  return (
    <ContentPage title={tr('about')} intro={t('about.intro')}>
      <Stack gap="12">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <InfoCard title={t('about.professionTitle')}>
            <Text>{t('about.profession')}</Text>
          </InfoCard>
          <InfoCard title={t('about.simkTitle')}>
            <Text>{t('about.simk')}</Text>
            <CheckList items={t('about.simkFeatures', { returnObjects: true }) as string[]} />
          </InfoCard>
        </SimpleGrid>
        <PageSection id="about-explore" title={t('about.exploreTitle')}>
          <RelatedLinks
            label={t('about.exploreTitle')}
            links={[
              { to: '/profil', label: tr('organizationProfilePublic') },
              { to: '/struktur', label: tr('structure') },
              { to: '/tentang/ketua-dpp', label: tr('chairman') },
              { to: '/program', label: tr('programs') },
            ]}
          />
        </PageSection>
        <PageSection id="about-contact" title={t('about.contactTitle')}>
          <QueryView query={structure} loading={t('about.contactLoading')} error={t('about.contactError')}>
            {(data) =>
              data.national && (
                <InfoCard>
                  <Text fontWeight="bold">{data.national.name}</Text>
                  <ChapterContact chapter={data.national} />
                </InfoCard>
              )
            }
          </QueryView>
        </PageSection>
      </Stack>
    </ContentPage>
  );
}
