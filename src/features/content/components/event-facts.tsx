import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContentEvent } from '@shared/contracts/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UsersIcon } from '@/components/ui/icons';
import { useDateLocale } from '@/lib/use-date-locale';
import { eventDateTile, eventPhase, formatEventSchedule } from '../lib/event-schedule';
import { ArticleCard } from './article-card';
import { AwardIcon, CalendarDaysIcon, LocationIcon } from './content-icons';

const creditFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="flex-start">
      <Box color="brand.fg" marginTop="0.5" aria-hidden="true">
        {icon}
      </Box>
      <Box>
        <Text srOnly>{label}: </Text>
        {children}
      </Box>
    </HStack>
  );
}

/** When, where, who and what it is worth; `detailed` adds the organiser and the capacity. */
export function EventFacts({ event, detailed = false }: { event: ContentEvent; detailed?: boolean }) {
  const { t } = useTranslation('content');
  const locale = useDateLocale();
  const schedule = formatEventSchedule(event.startsAt, event.endsAt, locale);
  const where = event.isOnline ? [t('events.online'), event.location].filter(Boolean).join(' · ') : event.location;
  return (
    <Stack as="ul" listStyleType="none" gap="2" fontSize="sm" color="fg.muted">
      <Fact icon={<CalendarDaysIcon boxSize="4" />} label={t('events.when')}>
        <Text color="fg">{schedule.date}</Text>
        <Text>{schedule.time}</Text>
      </Fact>
      {where && (
        <Fact icon={<LocationIcon boxSize="4" />} label={t('events.where')}>
          <Text>{where}</Text>
        </Fact>
      )}
      {detailed && (
        <Fact icon={<UsersIcon boxSize="4" />} label={t('events.organizer')}>
          <Text>{event.organizationName ?? t('events.nationalOrganizer')}</Text>
          {event.capacity && <Text>{t('events.capacity', { count: event.capacity })}</Text>}
        </Fact>
      )}
    </Stack>
  );
}

/** Online, SKP and "happening now" badges. */
export function EventBadges({ event }: { event: ContentEvent }) {
  const { t } = useTranslation('content');
  const phase = eventPhase(event.startsAt, event.endsAt);
  return (
    <>
      {phase === 'ongoing' && <Badge colorPalette="green">{t('events.ongoing')}</Badge>}
      {event.isOnline && <Badge colorPalette="purple">{t('events.online')}</Badge>}
      {event.skpCredits !== null && event.skpCredits > 0 && (
        <Badge colorPalette="brand" variant="surface">
          <AwardIcon boxSize="3.5" />
          {t('events.skp', { credits: creditFormat.format(event.skpCredits) })}
        </Badge>
      )}
    </>
  );
}

export function EventDateTile({ startsAt }: { startsAt: string }) {
  const tile = eventDateTile(startsAt, useDateLocale());
  return (
    <Stack
      aria-hidden="true"
      gap="0"
      align="center"
      justify="center"
      flexShrink="0"
      width="16"
      height="16"
      borderRadius="lg"
      bg="brand.subtle"
      color="brand.fg"
    >
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
        {tile.day}
      </Text>
      <Text fontSize="xs" textTransform="uppercase">
        {tile.month}
      </Text>
    </Stack>
  );
}

/** An event in a list; its page lives under `basePath` (`/kegiatan`, `/activities` or `/events`). */
export function EventCard({ event, basePath }: { event: ContentEvent; basePath: string }) {
  return (
    <ArticleCard
      to={`${basePath}/${event.slug}`}
      title={event.title}
      aside={<EventDateTile startsAt={event.startsAt} />}
      badges={<EventBadges event={event} />}
      meta={<EventFacts event={event} />}
    />
  );
}
