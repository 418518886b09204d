import { Box, Button, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipReport } from '@shared/contracts/membership-report';
import { formatNumber, formatPercent } from '@/lib/format';
import { ReportSection } from '../financial/report-section';
import { ReportTable } from '../financial/report-table';

// Leaflet is its own chunk, fetched only when the officer opens the map.
const MembershipMap = lazy(() => import('./membership-map'));

/** A share of the whole in percent, one decimal. */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * Members per province (a national officer) or per DPC (a DPW or DPC officer), largest first, each
 * with a bar of its share of the scope's members.
 */
export function DistributionTable({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  const { level, rows } = report.distribution;
  const whole = rows.reduce((sum, row) => sum + row.total, 0);
  const title = t(`membership.distribution.title.${level}`);
  const [mapShown, setMapShown] = useState(false);
  const located = rows.some((row) => row.latitude !== null && row.longitude !== null);
  return (
    <ReportSection id="membership-distribution" title={title}>
      {located && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          aria-expanded={mapShown}
          onClick={() => setMapShown((shown) => !shown)}
        >
          {mapShown ? t('membership.distribution.hideMap') : t('membership.distribution.showMap')}
        </Button>
      )}
      {mapShown && (
        <Suspense fallback={<Skeleton height="72" borderRadius="md" />}>
          <MembershipMap rows={rows} label={t('membership.distribution.mapLabel')} />
        </Suspense>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('membership.distribution.empty')}</Text>
      ) : (
        <ReportTable label={title} testId="membership-distribution-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t(`membership.distribution.${level}`)}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('membership.distribution.region')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('membership.columns.total')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('membership.columns.active')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('membership.columns.new')}</Table.ColumnHeader>
              <Table.ColumnHeader minWidth="40">{t('membership.distribution.share')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const share = shareOf(row.total, whole);
              return (
                <Table.Row key={row.organizationId}>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell>{t(`membership.regions.${row.region}`)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(row.total)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(row.active)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(row.new)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Box flex="1" height="2" bg="bg.muted" borderRadius="full" aria-hidden="true">
                        <Box height="full" width={`${share}%`} bg="teal.solid" borderRadius="full" />
                      </Box>
                      <Text fontSize="sm" minWidth="12" textAlign="end">
                        {formatPercent(share)}
                      </Text>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ReportTable>
      )}
    </ReportSection>
  );
}

/** Members per membership type: at the period's end, active, joined in the period. */
export function TypesTable({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection id="membership-types" title={t('membership.types.title')}>
      <ReportTable label={t('membership.types.title')} testId="membership-types-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('membership.types.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('membership.columns.total')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('membership.columns.active')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('membership.columns.new')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.types.map((row) => (
            <Table.Row key={row.type}>
              <Table.Cell>{t(`membership.types.${row.type}`)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.total)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.active)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.new)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ReportTable>
    </ReportSection>
  );
}
