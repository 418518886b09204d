import { Badge, Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CardStatus } from '@shared/contracts/member-card';
import { cardDate } from '@shared/member-card/card-face';
import { LookupNotFound, LookupSkeleton } from '@/components/ui/lookup-states';
import { PageHeading } from '@/components/ui/page-heading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { isCardToken, useCardVerificationQuery } from './member-card-api';

const statusPalette: Record<CardStatus, string> = {
  valid: 'green',
  expired: 'red',
  suspended: 'orange',
  inactive: 'gray',
};

/**
 * `/kta/{token}` (public): where a member card's QR code leads. Whether the card is valid now,
 * the holder's name masked and their DPC; never contact data (the API sends none).
 */
export default function CardVerificationPage() {
  const { t } = useTranslation('memberCard');
  const { token = '' } = useParams();
  const query = useCardVerificationQuery(token);
  const notFound = !isCardToken(token) || (isApiError(query.error) && [400, 404].includes(query.error.status));
  const verification = query.data;

  return (
    <Container maxW="2xl" paddingY={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <PageHeading title={t('verify.title')} subtitle={t('verify.intro')} size="2xl" />
        {notFound && (
          <LookupNotFound id="card-not-found" title={t('verify.notFound')} hint={t('verify.notFoundHint')} />
        )}
        {!notFound && query.isError && (
          <RetryAlert title={t('verify.error')} retryLabel={t('verify.retry')} onRetry={() => void query.refetch()} />
        )}
        {!notFound && query.isPending && <LookupSkeleton label={t('verify.loading')} />}
        {verification && (
          <Box
            as="section"
            aria-labelledby="card-status"
            data-testid="card-verification"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="xl"
            padding={{ base: '5', md: '8' }}
          >
            <Stack gap="5">
              <Stack gap="2">
                <Heading as="h2" size="xl" id="card-status">
                  <Badge colorPalette={statusPalette[verification.status]} size="lg" variant="subtle">
                    {t(`verify.status.${verification.status}`)}
                  </Badge>
                </Heading>
                <Text>{t(`verify.statusHint.${verification.status}`)}</Text>
              </Stack>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'auto 1fr' }} columnGap="6" rowGap="2">
                <Text as="dt" color="fg.muted">
                  {t('verify.name')}
                </Text>
                <Text as="dd" fontWeight="semibold" data-testid="card-holder">
                  {verification.maskedName}
                </Text>
                <Text as="dt" color="fg.muted">
                  {t('verify.chapter')}
                </Text>
                <Text as="dd">{verification.organizationName}</Text>
                <Text as="dt" color="fg.muted">
                  {t('verify.validUntil')}
                </Text>
                <Text as="dd">
                  {verification.validUntil ? cardDate(verification.validUntil) : t('verify.noExpiry')}
                </Text>
              </Grid>
              <Text fontSize="xs" color="fg.muted">
                {t('verify.checkedAt', { time: formatDateTime(query.dataUpdatedAt) })}
              </Text>
            </Stack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
