import { Box, Container, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProvincialChaptersQuery } from '../api/list-provincial-chapters';

/** The provincial chapters (DPW) from the database, as a scrollable strip under the hero. */
export function PartnerStrip() {
  const { t } = useTranslation('landing');
  const chapters = useProvincialChaptersQuery();

  return (
    <Box as="section" aria-labelledby="partners-title" borderBottomWidth="1px" bg="bg.panel">
      <Container maxW="6xl" paddingY="6">
        <Text id="partners-title" as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted" marginBottom="3">
          {t('partners.title')}
        </Text>
        {chapters.isPending ? (
          <Skeleton height="9" />
        ) : chapters.isError || chapters.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('partners.unavailable')}
          </Text>
        ) : (
          <Box overflowX="auto" tabIndex={0} aria-label={t('partners.listLabel')} paddingBottom="2">
            <HStack as="ul" listStyleType="none" gap="2" width="max-content">
              {chapters.data.map((chapter) => (
                <Box
                  as="li"
                  key={chapter.id}
                  paddingX="3"
                  paddingY="1.5"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="brand.border"
                  color="brand.fg"
                  fontSize="sm"
                  whiteSpace="nowrap"
                >
                  {t('partners.chapter', { name: chapter.name })}
                </Box>
              ))}
            </HStack>
          </Box>
        )}
      </Container>
    </Box>
  );
}
