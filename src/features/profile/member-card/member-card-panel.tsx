import { Alert, Box, Button, Flex, Grid, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@shared/contracts/member-card';
import { CARD_SIZE, cardFace, cardLabels } from '@shared/member-card/card-face';
import { AssociationLogo } from '@/components/ui/association-logo';
import { QrCode } from '@/components/ui/qr-code';
import { RetryAlert } from '@/components/ui/retry-alert';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOfflineState } from '@/lib/offline-data';
import { usePhotoUrl } from '../api/profile-photo';
import { useDownloadCardImageMutation, useDownloadCardPdfMutation, useMemberCardQuery } from './member-card-api';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/**
 * The digital member card (KTA), with its downloads: the PDF made by the API and a PNG drawn here.
 * A member without a NAP has no card yet (the API answers 404).
 */
export function MemberCardPanel() {
  const { t } = useTranslation('memberCard');
  const query = useMemberCardQuery();
  const offline = useOfflineState();
  const card = useDeferredFirstAnswer(query.data);
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Text color="fg.muted" data-testid="member-card-none">
        {t('none')}
      </Text>
    );
  }
  // The card of the last successful load, when the network fails now (decision 0054).
  if (card) {
    const current = offline.online && !offline.stored && !query.isError;
    return <MemberCardView card={card} updatedAt={current ? null : query.dataUpdatedAt} />;
  }
  if (query.isPending || query.data) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('loading')}
      </Text>
    );
  }
  return <RetryAlert title={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
}

/** `updatedAt`: when the card shown is not the API's answer of now, the time of its last load. */
function MemberCardView({ card, updatedAt }: { card: MemberCard; updatedAt: number | null }) {
  const { t } = useTranslation('memberCard');
  const photoUrl = usePhotoUrl(card.profilePhotoPath);
  const pdf = useDownloadCardPdfMutation();
  const image = useDownloadCardImageMutation();
  const face = cardFace(card);
  const failed = pdf.isError || image.isError;

  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
      <Stack gap="4">
        <Box
          data-testid="member-card"
          width="full"
          maxWidth="md"
          aspectRatio={`${CARD_SIZE.width} / ${CARD_SIZE.height}`}
          borderRadius="xl"
          borderWidth="1px"
          // Not "hidden": a clipping box that is no scroll container may grow past its aspect
          // ratio when its words need the room, instead of cutting them off.
          overflow="clip"
          bg="white"
          color="gray.900"
          boxShadow="sm"
          display="flex"
          flexDirection="column"
          fontSize="xs"
        >
          <HStack bg="rgb(13 84 107)" color="white" paddingX="3" paddingY="1.5" gap="2">
            <AssociationLogo />
            <Box minWidth="0">
              <Text fontWeight="bold" lineHeight="short">
                {face.association}
              </Text>
              <Text fontSize="2xs">{cardLabels.title}</Text>
            </Box>
          </HStack>
          <Flex flex="1" gap="3" padding="3" align="start" minHeight="0">
            <Box width="20%" flexShrink={0} aspectRatio="3 / 4" bg="gray.200" borderRadius="sm" overflow="hidden">
              {photoUrl ? (
                <Image
                  src={photoUrl}
                  alt={t('photoAlt', { name: card.fullName })}
                  width="full"
                  height="full"
                  objectFit="cover"
                />
              ) : (
                <Flex
                  height="full"
                  align="center"
                  justify="center"
                  fontWeight="bold"
                  fontSize="lg"
                  color="gray.600"
                  aria-hidden
                >
                  {face.initials}
                </Flex>
              )}
            </Box>
            <Stack gap="1" flex="1" minWidth="0">
              <Text fontWeight="bold" fontSize="sm" overflowWrap="anywhere" data-testid="member-card-name">
                {face.fullName}
              </Text>
              <Text fontWeight="bold" data-testid="member-card-nap">
                {face.nap}
              </Text>
              {/* Label over value, as on the printed card. Nothing is cut short ("Kota…"): on a
                  phone's narrow column a long name wraps. */}
              <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1">
                {face.rows.map(([label, value], index) => (
                  <Box key={label} gridColumn={index < 2 ? 'span 2' : undefined} minWidth="0">
                    <Text as="dt" color="gray.600" fontSize="2xs" lineHeight="short">
                      {label}
                    </Text>
                    <Text as="dd" lineHeight="short" overflowWrap="anywhere">
                      {value}
                    </Text>
                  </Box>
                ))}
              </Grid>
            </Stack>
            <Stack width="24%" flexShrink={0} align="center" gap="1">
              <QrCode value={card.verificationUrl} label={t('qrLabel', { name: card.fullName })} size="full" />
              <Text fontSize="2xs" color="gray.600" textAlign="center">
                {cardLabels.scan}
              </Text>
            </Stack>
          </Flex>
        </Box>
        {updatedAt !== null && (
          <Text fontSize="sm" color="fg.muted" data-testid="member-card-updated-at">
            {t('updatedAt', { time: formatDateTime(updatedAt) })}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => pdf.mutate(card)} loading={pdf.isPending} loadingText={t('downloading')}>
            {t('downloadPdf')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => image.mutate({ card, photoUrl })}
            loading={image.isPending}
            loadingText={t('downloading')}
          >
            {t('downloadImage')}
          </Button>
        </HStack>
        {failed && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('downloadFailed')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
