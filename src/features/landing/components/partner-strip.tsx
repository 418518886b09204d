import { Box, Container, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useProvincialChaptersQuery } from '../api/list-provincial-chapters';

const CHIP_HEIGHT = '2.25rem';
const STRIP_HEIGHT = '3.5rem';

/** The provincial chapters (DPW) from the database, as a scrollable strip under the hero. */
export function PartnerStrip() {
  const { t } = useTranslation('landing');
  // Asked for after the first paint, which then does not wait on the request.
  const chapters = useProvincialChaptersQuery({ enabled: useAfterFirstPaint() });

  return (
    <Box as="section" aria-labelledby="partners-title" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="6xl" paddingY="6">
        <Text id="partners-title" as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted" marginBottom="3">
          {t('partners.title')}
        </Text>
        {/* One fixed height for every state (and room for a desktop scrollbar): nothing below moves. */}
        {chapters.isPending ? (
          <Box height={STRIP_HEIGHT}>
            <Skeleton height={CHIP_HEIGHT} borderRadius="full" />
          </Box>
        ) : chapters.isError || chapters.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" height={STRIP_HEIGHT}>
            {t('partners.unavailable')}
          </Text>
        ) : (
          <Box
            role="region"
            overflowX="auto"
            overflowY="hidden"
            height={STRIP_HEIGHT}
            tabIndex={0}
            aria-label={t('partners.listLabel')}
          >
            {/* Chip styles on the list, not on each of the ~38 items: one style to compute, not 38. */}
            <HStack
              as="ul"
              listStyleType="none"
              gap="2"
              width="max-content"
              css={{
                '& > li': {
                  height: CHIP_HEIGHT,
                  display: 'flex',
                  alignItems: 'center',
                  paddingInline: '3',
                  borderRadius: 'full',
                  borderWidth: '1px',
                  borderColor: 'brand.border',
                  color: 'brand.fg',
                  fontSize: 'sm',
                  whiteSpace: 'nowrap',
                },
              }}
            >
              {chapters.data.map((chapter) => (
                <li key={chapter.id}>{t('partners.chapter', { name: chapter.name })}</li>
              ))}
            </HStack>
          </Box>
        )}
      </Container>
    </Box>
  );
}
