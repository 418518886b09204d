import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContentEvent } from '@shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEventQuery } from '../api/get-event';
import { ArticleBody } from '../components/article-body';
import { BackLink } from '../components/back-link';
import { ExternalLinkIcon } from '../components/content-icons';
import { ContentPage, PageSection } from '../components/content-page';
import { EventBadges, EventFacts } from '../components/event-facts';
import { isNotFound, QueryView } from '../components/query-view';
import { eventPhase } from '../lib/event-schedule';
import { isExternalUrl } from '../lib/external-link';
import type { EventsPageProps } from './events-page';

/** Past: ended. Upcoming: the registration link, unless it only points back at this page. */
function Registration({ event }: { event: ContentEvent }) {
  const { t } = useTranslation('content');
  const url = event.registrationUrl;
  if (eventPhase(event.startsAt, event.endsAt) === 'past') return <Text>{t('events.ended')}</Text>;
  if (!url || url.replace(/\/+$/, '').endsWith(`/${event.slug}`)) return <Text>{t('events.registrationInfo')}</Text>;
  return (
    <Button asChild alignSelf="flex-start">
      {isExternalUrl(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('events.register')}
          <ExternalLinkIcon />
          <Text as="span" srOnly>
            {t('events.opensNewTab')}
          </Text>
        </a>
      ) : (
        <RouterLink to={url}>{t('events.register')}</RouterLink>
      )}
    </Button>
  );
}

/** `/kegiatan/:slug` (also under /activities and /events): one published event. */
export default function EventDetailPage({ basePath, titleKey }: EventsPageProps) {
  const { slug = '' } = useParams();
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const query = useEventQuery(slug);
  const event = query.data;
  const title = event?.title ?? (isNotFound(query.error) ? t('events.notFound') : tr(titleKey));

  return (
    <ContentPage
      title={title}
      trail={[{ label: tr(titleKey), to: basePath }]}
      maxW="4xl"
      headerExtra={
        event && (
          <HStack gap="2" flexWrap="wrap">
            <EventBadges event={event} />
          </HStack>
        )
      }
    >
      <Stack gap="8">
        <QueryView
          query={query}
          loading={t('events.loading')}
          error={t('events.error')}
          notFound={t('events.notFound')}
        >
          {(data) => (
            <Stack gap="8">
              <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '5', md: '6' }}>
                <EventFacts event={data} detailed />
              </Box>
              <PageSection id="event-about" title={t('events.about')}>
                <ArticleBody content={data.description} />
              </PageSection>
              <PageSection id="event-registration" title={t('events.registration')}>
                <Registration event={data} />
              </PageSection>
            </Stack>
          )}
        </QueryView>
        <BackLink to={basePath}>{t('events.back')}</BackLink>
      </Stack>
    </ContentPage>
  );
}
