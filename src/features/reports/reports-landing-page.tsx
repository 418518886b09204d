import { Card, Container, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { usePermissionsQuery } from '@/lib/permissions';

/** The reports, each with the permission that opens it and where it lives. */
const reports = [
  {
    id: 'membership',
    permission: 'reports.view',
    to: '/dashboard/reports/membership',
    titleKey: 'membership.title',
    descriptionKey: 'landing.membershipDescription',
  },
  {
    id: 'financial',
    permission: 'reports.view',
    to: '/dashboard/reports/financial',
    titleKey: 'financial.title',
    descriptionKey: 'landing.financialDescription',
  },
  {
    id: 'dues-split',
    permission: 'reports.view',
    to: '/dashboard/reports/dues-split',
    titleKey: 'duesSplit.title',
    descriptionKey: 'landing.duesSplitDescription',
  },
  {
    id: 'analytics',
    permission: 'reports.view',
    to: '/dashboard/analytics',
    titleKey: 'analytics.title',
    descriptionKey: 'landing.analyticsDescription',
  },
] as const;

/** `/reports`: the reports the caller may open (issue 27 §5). */
export default function ReportsLandingPage() {
  const { t } = useTranslation('reports');
  const permissions = usePermissionsQuery();
  const open = reports.filter((report) => permissions.data?.includes(report.permission));
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('landing.title')} subtitle={t('landing.subtitle')} />
        {permissions.isPending ? (
          <Skeleton height="32" borderRadius="lg" role="status" aria-label={t('landing.loading')} />
        ) : permissions.isError ? (
          <RetryAlert
            title={t('landing.error')}
            retryLabel={t('financial.retry')}
            onRetry={() => void permissions.refetch()}
          />
        ) : open.length === 0 ? (
          <Text color="fg.muted" data-testid="reports-none">
            {t('landing.empty')}
          </Text>
        ) : (
          <SimpleGrid
            as="ul"
            aria-label={t('landing.listLabel')}
            columns={{ base: 1, md: 2 }}
            gap="4"
            listStyleType="none"
          >
            {open.map((report) => (
              <Card.Root as="li" key={report.id} data-testid={`report-${report.id}`}>
                <Card.Body gap="2">
                  <Heading as="h2" size="md">
                    <Link asChild variant="underline">
                      <RouterLink to={report.to}>{t(report.titleKey)}</RouterLink>
                    </Link>
                  </Heading>
                  <Text color="fg.muted">{t(report.descriptionKey)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
