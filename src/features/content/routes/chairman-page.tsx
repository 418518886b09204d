import { Avatar, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage, PageSection } from '../components/content-page';
import { CheckList, Paragraphs } from '../components/info-blocks';

/** `/tentang/ketua-dpp`: the chair's greeting (the landing page's text) and duties. */
export default function ChairmanPage() {
  const { t } = useTranslation('content');
  const { t: tl } = useTranslation('landing');
  const { t: tr } = useTranslation('routes');

  return (
    <ContentPage title={tr('chairman')} intro={t('chairman.intro')} trail={[{ label: tr('about'), to: '/tentang' }]}>
      <Stack gap="12">
        <PageSection id="chairman-greeting" title={t('chairman.greetingTitle')}>
          <Flex direction={{ base: 'column', md: 'row' }} gap="8" align="flex-start">
            <Avatar.Root size="2xl" colorPalette="brand" flexShrink="0" boxSize={{ base: '24', md: '32' }}>
              <Avatar.Fallback name={tl('chairman.name')} fontSize="3xl" />
            </Avatar.Root>
            <Stack gap="5">
              <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} fontStyle="italic">
                {tl('chairman.greeting')}
              </Text>
              <Paragraphs items={t('chairman.message', { returnObjects: true }) as string[]} />
              <Box>
                <Text fontWeight="bold">{tl('chairman.name')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {tl('chairman.role')}
                </Text>
              </Box>
            </Stack>
          </Flex>
        </PageSection>
        <PageSection id="chairman-duties" title={t('chairman.dutiesTitle')}>
          <CheckList items={t('chairman.duties', { returnObjects: true }) as string[]} />
        </PageSection>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/struktur">{t('chairman.structureLink')}</RouterLink>
        </Button>
      </Stack>
    </ContentPage>
  );
}
