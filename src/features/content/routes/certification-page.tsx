import { Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEventPageQuery } from '../api/list-events';
import { CardGrid } from '../components/article-card';
import { ContentPage, PageSection } from '../components/content-page';
import { EventCard } from '../components/event-facts';
import { InfoCard } from '../components/info-blocks';
import { QueryView } from '../components/query-view';

/** Upcoming events that award SKP: the soonest three. */
const SKP_EVENT_COUNT = 3;

function SkpEvents() {
  const { t } = useTranslation('content');
  const events = useEventPageQuery({ page: 1, when: 'upcoming', skpOnly: true, limit: SKP_EVENT_COUNT });
  return (
    <QueryView
      query={events}
      loading={t('certification.eventsLoading')}
      error={t('certification.eventsError')}
      empty={t('certification.eventsEmpty')}
      isEmpty={(data) => data.events.length === 0}
    >
      {(data) => (
        <CardGrid label={t('certification.eventsTitle')}>
          {data.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} basePath="/kegiatan" />
            </li>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}

interface Section {
  title: string;
  body: string;
}

/** `/sertifikasi`: STR, SIP and SKP explained, the certificate check, and upcoming SKP events. */
export default function CertificationPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const sections = t('certification.sections', { returnObjects: true }) as Section[];

  return (
    <ContentPage title={tr('certificationPublic')} intro={t('certification.intro')}>
      <Stack gap="12">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
          {sections.map((section) => (
            <InfoCard key={section.title} title={section.title}>
              <Text color="fg.muted">{section.body}</Text>
            </InfoCard>
          ))}
        </SimpleGrid>
        <InfoCard title={t('certification.verifyTitle')}>
          <Text>{t('certification.verifyText')}</Text>
          <Button asChild alignSelf="flex-start">
            <RouterLink to="/document-verification">{t('certification.verifyCta')}</RouterLink>
          </Button>
        </InfoCard>
        <PageSection id="certification-events" title={t('certification.eventsTitle')}>
          <Stack gap="5">
            <SkpEvents />
            <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
              <RouterLink to="/kegiatan">{t('certification.eventsAll')}</RouterLink>
            </Link>
          </Stack>
        </PageSection>
      </Stack>
    </ContentPage>
  );
}
