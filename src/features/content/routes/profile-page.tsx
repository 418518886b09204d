import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOrganizationStructureQuery } from '../api/get-organization-structure';
import { ContentPage, PageSection } from '../components/content-page';
import { CheckList, InfoCard, Paragraphs, RelatedLinks } from '../components/info-blocks';

const levels = ['dpp', 'dpw', 'dpc'] as const;

/** `/profil`: who the association is, its vision and mission, and its three levels (live counts). */
export default function ProfilePage() {
  const { t } = useTranslation('content');
  const { t: tl } = useTranslation('landing');
  const { t: tr } = useTranslation('routes');
  const structure = useOrganizationStructureQuery().data;
  // Counts are a bonus on a static page: without them the cards still say everything.
  const counts = structure && {
    dpp: structure.national ? 1 : 0,
    dpw: structure.provinces.length,
    dpc: structure.provinces.reduce((sum, province) => sum + province.branches.length, 0),
  };

  return (
    <ContentPage title={tr('organizationProfilePublic')} intro={t('profile.intro')}>
      <Stack gap="12">
        <PageSection id="profile-about" title={t('profile.aboutTitle')}>
          <Paragraphs items={t('profile.about', { returnObjects: true }) as string[]} />
        </PageSection>
        <PageSection id="profile-vision" title={tl('vision.title')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <InfoCard title={tl('vision.visionTitle')} level="h3">
              <Text>{tl('vision.vision')}</Text>
            </InfoCard>
            <InfoCard title={tl('vision.missionTitle')} level="h3">
              <CheckList items={tl('vision.missions', { returnObjects: true }) as string[]} />
            </InfoCard>
          </SimpleGrid>
        </PageSection>
        <PageSection id="profile-levels" title={t('profile.levelsTitle')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {levels.map((level) => (
              <InfoCard key={level} title={t(`profile.levels.${level}.title`)} level="h3">
                <Text color="fg.muted">{t(`profile.levels.${level}.description`)}</Text>
                {counts && (
                  <Badge alignSelf="flex-start" colorPalette="brand">
                    {t('profile.chapterCount', { count: counts[level] })}
                  </Badge>
                )}
              </InfoCard>
            ))}
          </SimpleGrid>
        </PageSection>
        <RelatedLinks
          label={t('about.exploreTitle')}
          links={[
            { to: '/struktur', label: t('profile.links.structure') },
            { to: '/program', label: t('profile.links.programs') },
            { to: '/tentang', label: t('profile.links.about') },
          ]}
        />
      </Stack>
    </ContentPage>
  );
}
