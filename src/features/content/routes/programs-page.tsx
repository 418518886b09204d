import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../components/content-page';
import { CheckList, InfoCard } from '../components/info-blocks';

interface Program {
  title: string;
  description: string;
  activities: string[];
}

/** `/program`: the national work programme. */
export default function ProgramsPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const programs = t('programs.items', { returnObjects: true }) as Program[];

  return (
    <ContentPage title={tr('programs')} intro={t('programs.intro')}>
      <Stack gap="10">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {programs.map((program) => (
            <li key={program.title}>
              <InfoCard title={program.title}>
                <Text color="fg.muted">{program.description}</Text>
                <CheckList items={program.activities} />
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
        <Button asChild alignSelf="flex-start">
          <RouterLink to="/kegiatan">{t('programs.eventsLink')}</RouterLink>
        </Button>
      </Stack>
    </ContentPage>
  );
}
