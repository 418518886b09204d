import { Button, HStack, Stack } from '@chakra-ui/react';
import { CONTENT_PAGE_SIZE, type EventTiming } from '@shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useEventPageQuery } from '../api/list-events';
import { ContentPage } from '../components/content-page';
import { EventCard } from '../components/event-facts';
import { PagedCards } from '../components/paged-cards';
import { usePageParam } from '../components/pagination-nav';

export interface EventsPageProps {
  /** `/kegiatan`, `/activities` or `/events`: the detail pages live under the same path. */
  basePath: string;
  titleKey: 'activities' | 'events';
}

const timings: EventTiming[] = ['upcoming', 'past'];

/** Published events, upcoming (soonest first) or past (latest first). */
export default function EventsPage({ basePath, titleKey }: EventsPageProps) {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const [params] = useSearchParams();
  const when: EventTiming = params.get('when') === 'past' ? 'past' : 'upcoming';
  const events = useEventPageQuery({ page: usePageParam(), when, skpOnly: false, limit: CONTENT_PAGE_SIZE });

  return (
    <ContentPage title={tr(titleKey)} intro={t('events.intro')}>
      <Stack gap="6">
        <HStack as="nav" aria-label={t('events.tabsLabel')} gap="2">
          {timings.map((timing) => (
            <Button key={timing} asChild size="sm" variant={timing === when ? 'solid' : 'outline'} borderRadius="full">
              <RouterLink
                to={timing === 'past' ? '?when=past' : '?'}
                aria-current={timing === when ? 'page' : undefined}
              >
                {t(`events.${timing}`)}
              </RouterLink>
            </Button>
          ))}
        </HStack>
        <PagedCards
          query={events}
          items={(data) => data.events}
          texts={{
            loading: t('events.loading'),
            error: t('events.error'),
            empty: t(when === 'past' ? 'events.emptyPast' : 'events.emptyUpcoming'),
            listLabel: t('events.listLabel'),
          }}
          renderCard={(event) => <EventCard event={event} basePath={basePath} />}
        />
      </Stack>
    </ContentPage>
  );
}
