import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SystemDebug } from '@shared/contracts/system-debug';
import { formatDateTime, formatNumber } from '@/lib/format';
import { DebugSection, Facts } from './debug-section';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

export function VersionsSection({ info }: { info: SystemDebug }) {
  const { t } = useTranslation('system');
  return (
    <DebugSection title={t('debug.versions.title')} testId="debug-versions">
      <Facts
        items={[
          [t('debug.versions.app'), info.versions.app],
          [t('debug.versions.postgres'), info.versions.postgres],
        ]}
      />
      {info.migration ? (
        <Facts
          items={[
            [t('debug.migration.latest'), `${info.migration.version} ${info.migration.name ?? ''}`.trim()],
            [t('debug.migration.count'), formatNumber(info.migration.count)],
          ]}
        />
      ) : (
        <Text color="fg.muted">{t('debug.migration.unknown')}</Text>
      )}
    </DebugSection>
  );
}

export function ServicesSection({ info }: { info: SystemDebug }) {
  const { t } = useTranslation('system');
  const palette = { up: 'green', down: 'red', misconfigured: 'orange' } as const;
  return (
    <DebugSection title={t('debug.services.title')} testId="debug-services">
      <Facts
        items={info.services.map((service) => [
          t(`debug.services.name.${service.name}`),
          <Box as="span" key={service.name} display="inline-flex" gap="2" alignItems="center">
            <Badge colorPalette={palette[service.status]}>{t(`debug.services.status.${service.status}`)}</Badge>
            {service.latencyMs !== null && (
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('debug.services.latency', { ms: formatNumber(service.latencyMs) })}
              </Text>
            )}
          </Box>,
        ])}
      />
    </DebugSection>
  );
}

export function OutboxSection({ info }: { info: SystemDebug }) {
  const { t } = useTranslation('system');
  const { outbox } = info;
  const channels = Object.entries(outbox.failedByChannel);
  return (
    <DebugSection title={t('debug.outbox.title')} testId="debug-outbox">
      <Facts
        items={[
          [t('debug.outbox.queued'), formatNumber(outbox.queued)],
          [t('debug.outbox.retrying'), formatNumber(outbox.retrying)],
          [t('debug.outbox.sending'), formatNumber(outbox.sending)],
          [t('debug.outbox.failed'), formatNumber(outbox.failed)],
          [t('debug.outbox.failedLastDay'), formatNumber(outbox.failedLastDay)],
          [
            t('debug.outbox.oldestQueued'),
            outbox.oldestQueuedAt ? formatDateTime(outbox.oldestQueuedAt) : t('debug.outbox.none'),
          ],
          [
            t('debug.outbox.failedByChannel'),
            channels.length
              ? channels
                  .map(([channel, n]) => `${t(`debug.outbox.channel.${channel as 'email'}`)}: ${formatNumber(n)}`)
                  .join(', ')
              : t('debug.outbox.none'),
          ],
        ]}
      />
    </DebugSection>
  );
}

export function DailyJobSection({ info }: { info: SystemDebug }) {
  const { t } = useTranslation('system');
  const { dailyJob } = info;
  const seconds = (start: string, end: string) =>
    formatNumber(Math.round((new Date(end).getTime() - new Date(start).getTime()) / 100) / 10);
  return (
    <DebugSection title={t('debug.dailyJob.title')} testId="debug-daily-job">
      <Text fontSize="sm" color="fg.muted">
        {t(`debug.dailyJob.scheduler.${dailyJob.scheduler}`)}
      </Text>
      {dailyJob.runs.length === 0 ? (
        <Text>{t('debug.dailyJob.none')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('debug.dailyJob.date')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.dailyJob.started')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.dailyJob.duration')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.dailyJob.billsIssued')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.dailyJob.membersExpired')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dailyJob.runs.map((run) => (
                <Table.Row key={run.startedAt}>
                  <Table.Cell>{run.runDate}</Table.Cell>
                  <Table.Cell>{formatDateTime(run.startedAt)}</Table.Cell>
                  <Table.Cell>
                    {t('debug.dailyJob.durationValue', { seconds: seconds(run.startedAt, run.finishedAt) })}
                  </Table.Cell>
                  <Table.Cell>{formatNumber(run.billsIssued)}</Table.Cell>
                  <Table.Cell>{formatNumber(run.membersExpired)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {dailyJob.cronRuns.length > 0 && (
        <Facts
          items={dailyJob.cronRuns.map((run, i) => [
            `${t('debug.dailyJob.cronStatus')} ${i + 1}`,
            `${run.status} · ${run.startedAt ? formatDateTime(run.startedAt) : '—'}`,
          ])}
        />
      )}
    </DebugSection>
  );
}

export function StorageSection({ info }: { info: SystemDebug }) {
  const { t } = useTranslation('system');
  return (
    <DebugSection title={t('debug.storage.title')} testId="debug-storage">
      {info.storage.length === 0 ? (
        <Text>{t('debug.storage.none')}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('debug.storage.bucket')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.storage.objects')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('debug.storage.size')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {info.storage.map((bucket) => (
                <Table.Row key={bucket.bucket}>
                  <Table.Cell>
                    {bucket.bucket}{' '}
                    <Text as="span" fontSize="xs" color="fg.muted">
                      ({t(bucket.public ? 'debug.storage.public' : 'debug.storage.private')})
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{formatNumber(bucket.objects)}</Table.Cell>
                  <Table.Cell>{formatBytes(bucket.bytes)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </DebugSection>
  );
}
